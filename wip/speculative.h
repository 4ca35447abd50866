/* Speculative decoding with a Gemma 4 assistant (in progress). */
static ox_result ox__draft_generate(ox_context *c, const ox_generate_desc *d, int32_t *out_ids, ox_generate_stats *st) {
    (void)c; (void)d; (void)out_ids; (void)st;
    return ox__err(OX_ERR_UNSUPPORTED, "ox_generate: speculative decoding is not available yet");
}
