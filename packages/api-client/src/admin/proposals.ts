// The back office's proposals: schemas and calls (docs/product/backoffice.md).
export {};
