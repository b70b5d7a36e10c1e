// The back office's dashboard: schemas and calls (docs/product/backoffice.md).
export {};
