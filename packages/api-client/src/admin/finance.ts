// The back office's finance: schemas and calls (docs/product/backoffice.md).
export {};
