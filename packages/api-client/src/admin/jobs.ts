// The back office's jobs: schemas and calls (docs/product/backoffice.md).
export {};
