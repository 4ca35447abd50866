// Shared by glu.comp and matvec_sg.comp's GLU form: the gate activations, so the fused and the
// separate forms compute them alike. mode 0: GELU, tanh form, as x / (1 + e^(-2v)),
// v = sqrt(2/pi) (x + 0.044715 x^3) (one exp and no cancellation); 1: SiLU, x / (1 + e^-x);
// 2: the sigmoid 1 / (1 + e^-x).
float ox_act(int mode, float x) {
    if (mode == 0) {
        float v = 0.7978845608028654 * (x + 0.044715 * x * x * x);
        return x / (1.0 + exp(-2.0 * v));
    }
    if (mode == 1) return x / (1.0 + exp(-x));
    return 1.0 / (1.0 + exp(-x));
}
