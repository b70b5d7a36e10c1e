// The back office's coupons: schemas and calls (docs/product/backoffice.md).
export {};
