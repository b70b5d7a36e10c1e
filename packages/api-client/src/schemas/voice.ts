// Voice cloning's contract (GET /v3/voice-cloning, samples, profile, voice-overs): see docs/product/aira.md.
export {};
