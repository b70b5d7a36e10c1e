// The back office's creators: schemas and calls (docs/product/backoffice.md).
export {};
