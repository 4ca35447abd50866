// Gated DeltaNet's gates of one value head and token (gdn_log.comp, and delta.comp where it takes
// them from the a and b projections itself): g = -exp(A_log) softplus(a + dt_bias) (nega holds
// -exp(A_log)) and beta = sigmoid(b). softplus is PyTorch's (x above 20, else log(1 + e^x)), log1p
// done so that small e^x keep their bits. One function for both kernels: the same bits in each.
float ox_log1p(float y) {
    float u = 1.0 + y;
    return u == 1.0 ? y : log(u) * (y / (u - 1.0));
}
float ox_gate_g(float a, float dt_bias, float nega) {
    float x = a + dt_bias;
    float sp = x > 20.0 ? x : ox_log1p(exp(x));
    precise float g = nega * sp;
    return g;
}
float ox_gate_beta(float b) { return 1.0 / (1.0 + exp(-b)); }
