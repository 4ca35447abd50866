#version 450
// Gated DeltaNet: the causal depthwise conv + SiLU, the L2 norms and the gated delta rule of one
// linear-attention layer over T tokens, token by token (the recurrence), from the replay log.
// Workgroup (h, y): value head h, state columns y*CB .. y*CB + CB - 1 (the conv and the norms of the
// head are computed by each of its groups: a few hundred multiply-adds against the state's dk x CB).
// Per token, with the state S (dk x dv, row-major) before it, for each column j (one thread):
//     a = sum_i k_i S[i][j],  u = beta (v_j - e a),  S'[i][j] = e S[i][j] + k_i u,  o_j = sum_i q_i S'[i][j]
// (e = exp(g)): oxinfer.h's ox__delta_step_scalar, in its order. A thread owns its column, so the
// state may be updated in place (src == dst). The input row of position p is the log's row p % cap
// when p >= base, else row p - (base - Kc + 1) of the conv state at base (positions before 0 are zeros
// there). Outputs o [T][Hv*dv] (before the gated norm) when has_o.
layout(local_size_x_id = 0) in;
layout(std430, binding = 0) readonly buffer Lb { float LOG[]; };
layout(std430, binding = 1) readonly buffer Vb { float VEC[]; };
layout(std430, binding = 2) buffer Sb { float S[]; };
layout(std430, binding = 3) writeonly buffer Ob { float O[]; };
layout(push_constant) uniform P {
    uint C, Hv, ratio, dk, dv, Kc, T, p0, base, cap, row, logoff, convoff, woff, src, dst, has_o, ooff, CB;
} p;
#define DMAX 512u
shared float qs[DMAX], ks[DMAX], vs[DMAX];
shared float red[gl_WorkGroupSize.x], red2[gl_WorkGroupSize.x];

float urow(int pos, uint ch) {
    if (pos >= int(p.base)) return LOG[p.logoff + (uint(pos) % p.cap) * p.row + ch];
    return LOG[p.convoff + uint(pos - (int(p.base) - int(p.Kc) + 1)) * p.C + ch];
}

void main() {
    uint tid = gl_LocalInvocationID.x, wg = gl_WorkGroupSize.x, h = gl_WorkGroupID.x;
    uint kh = h / p.ratio, cq = kh * p.dk, ck = (p.C - p.Hv * p.dv) / 2u + kh * p.dk, cv = p.C - p.Hv * p.dv + h * p.dv;
    uint j = gl_WorkGroupID.y * p.CB + tid, nch = 2u * p.dk + p.dv;
    bool col = tid < p.CB && j < p.dv;
    uint sbase = h * p.dk * p.dv, src = p.src + sbase, dst = p.dst + sbase;
    float qscale = 1.0 / sqrt(float(p.dk));
    for (uint t = 0u; t < p.T; t++) {
        int pos = int(p.p0 + t);
        for (uint c = tid; c < nch; c += wg) {
            uint ch = c < p.dk ? cq + c : (c < 2u * p.dk ? ck + c - p.dk : cv + c - 2u * p.dk);
            float y = 0.0;
            for (uint r = 0u; r < p.Kc; r++) {
                precise float prod = VEC[p.woff + r * p.C + ch] * urow(pos - int(p.Kc) + 1 + int(r), ch);
                y = y + prod;
            }
            y = y / (1.0 + exp(-y));
            if (c < p.dk) qs[c] = y; else if (c < 2u * p.dk) ks[c - p.dk] = y; else vs[c - 2u * p.dk] = y;
        }
        barrier();
        float sq = 0.0, sk = 0.0;
        for (uint i = tid; i < p.dk; i += wg) { sq += qs[i] * qs[i]; sk += ks[i] * ks[i]; }
        red[tid] = sq; red2[tid] = sk;
        barrier();
        for (uint s = wg >> 1; s > 0u; s >>= 1) {
            if (tid < s) { red[tid] += red[tid + s]; red2[tid] += red2[tid + s]; }
            barrier();
        }
        float iq = 1.0 / sqrt(red[0] + 1e-6), ik = 1.0 / sqrt(red2[0] + 1e-6);
        float lg = urow(pos, p.C + h), beta = urow(pos, p.C + p.Hv + h), e = exp(lg);
        barrier();
        for (uint i = tid; i < p.dk; i += wg) { qs[i] = qs[i] * (iq * qscale); ks[i] = ks[i] * ik; }
        barrier();
        if (col) {
            uint s0 = t == 0u ? src : dst;
            float a = 0.0;
            for (uint i = 0u; i < p.dk; i++) a += ks[i] * S[s0 + i * p.dv + j];
            float u = beta * (vs[j] - e * a);
            float o = 0.0;
            for (uint i = 0u; i < p.dk; i++) {
                precise float tv = e * S[s0 + i * p.dv + j] + ks[i] * u;
                S[dst + i * p.dv + j] = tv;
                o += qs[i] * tv;
            }
            if (p.has_o != 0u) O[p.ooff + t * p.Hv * p.dv + h * p.dv + j] = o;
        }
        barrier();
    }
}
