/**
 * Names the encoder and its weights (sentence-encoder.ts): stored with each post's vector, so vectors of
 * another encoder (after an upgrade) are never compared with these.
 */
export const encoderModel = 'use-lite-512@energetic-ai-0.2.0';

/** Length of every vector `embedTexts` returns. */
export const embeddingDimensions = 512;
