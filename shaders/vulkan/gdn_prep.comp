#version 450
// Gated DeltaNet, chunked form, stage 1 of 3: for each token t of a step and value head h, the
// causal depthwise conv + SiLU of the head's query, key and value channels from the replay log,
// the L2 norms of q and k (q also times dk^-0.5), and g and beta, into the scratch D (gdn.glsl).
// What delta.comp computes at the start of each token, for all tokens at once. Workgroup (h, t).
#extension GL_GOOGLE_include_directive : require
layout(local_size_x_id = 0) in;
layout(std430, binding = 0) readonly buffer Lb { float LOG[]; };
layout(std430, binding = 1) readonly buffer Vb { float VEC[]; };
layout(std430, binding = 2) buffer Db { float D[]; };
layout(push_constant) uniform P {
    uint C, Hv, ratio, dk, dv, Kc, T, p0, base, cap, row, logoff, convoff, woff, Tp;
} p;
#include "gdn.glsl"
shared float red[gl_WorkGroupSize.x], red2[gl_WorkGroupSize.x];

float urow(int pos, uint ch) {
    if (pos >= int(p.base)) return LOG[p.logoff + (uint(pos) % p.cap) * p.row + ch];
    return LOG[p.convoff + uint(pos - (int(p.base) - int(p.Kc) + 1)) * p.C + ch];
}

void main() {
    uint tid = gl_LocalInvocationID.x, wg = gl_WorkGroupSize.x, h = gl_WorkGroupID.x;
    uint t = gl_WorkGroupID.y + gl_WorkGroupID.z * 65535u;
    if (t >= p.T) return;
    uint kh = h / p.ratio, cq = kh * p.dk, ck = (p.C - p.Hv * p.dv) / 2u + kh * p.dk, cv = p.C - p.Hv * p.dv + h * p.dv;
    uint nch = 2u * p.dk + p.dv;
    int pos = int(p.p0 + t);

    float sq = 0.0, sk = 0.0;
    for (uint c = tid; c < nch; c += wg) {
        uint ch = c < p.dk ? cq + c : (c < 2u * p.dk ? ck + c - p.dk : cv + c - 2u * p.dk);
        float y = 0.0;
        for (uint r = 0u; r < p.Kc; r++) {
            precise float prod = VEC[p.woff + r * p.C + ch] * urow(pos - int(p.Kc) + 1 + int(r), ch);
            y = y + prod;
        }
        y = y / (1.0 + exp(-y));
        if (c < p.dk) { sq += y * y; D[gdn_q(h, t) + c] = y; }
        else if (c < 2u * p.dk) { sk += y * y; D[gdn_k(h, t) + c - p.dk] = y; }
        else D[gdn_v(h, t) + c - 2u * p.dk] = y;
    }
    red[tid] = sq; red2[tid] = sk;
    barrier();
    for (uint s = wg >> 1; s > 0u; s >>= 1) {
        if (tid < s) { red[tid] += red[tid + s]; red2[tid] += red2[tid + s]; }
        barrier();
    }
    float iq = 1.0 / sqrt(red[0] + 1e-6), ik = 1.0 / sqrt(red2[0] + 1e-6), qscale = 1.0 / sqrt(float(p.dk));
    // the thread scales the values it wrote itself (its own writes are visible to it)
    for (uint c = tid; c < 2u * p.dk; c += wg) {
        if (c < p.dk) D[gdn_q(h, t) + c] *= iq * qscale;
        else D[gdn_k(h, t) + c - p.dk] *= ik;
    }
    if (tid == 0u) {
        D[gdn_s(0u, h, t)] = urow(pos, p.C + h);
        D[gdn_s(1u, h, t)] = urow(pos, p.C + p.Hv + h);
    }
}
