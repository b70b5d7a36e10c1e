// The brand's list of applicants (GET /v3/aira/profile-list/{token}, decisions): see docs/product/aira.md.
export {};
