#version 450
// Prefill attention (steps of more than OX__VK_SMALL_T tokens, devices with subgroup adds) for GB
// query heads that share a KV head, in one workgroup (GB: specialization constant 4, a divisor of
// nh / n_kv): each key and value row is read once for the GB heads, where attn.comp (a workgroup a
// head and token) reads it once a head. On an H100 attn_sg took 380 us a sliding layer of Gemma 4
// E2B at 512 tokens (8 heads on one KV head), reading 2.1 GB of K and V rows from the L2 a layer:
// the L2's bandwidth, not the arithmetic, was its limit. The positions, the causal and sliding-window
// bounds and the ring of cache slots are attn.comp's (its header says how); no parts (a prefill
// step has workgroups enough).
// Workgroup (b, t): heads h0 = b GB .. h0 + GB - 1 of token t, on KV head h0 / (nh / n_kv). The
// positions go PP at a time: the subgroups score four keys at a time each (their rows' loads issued
// together), the lanes reading consecutive dims of a key and multiplying each by the GB queries
// (shared memory), one subgroupAdd a head and key; then a subgroup a head takes the chunk's max and
// sum of exponentials for the online softmax; then each invocation adds the chunk's values into its
// dims d = tid + j wg of all GB heads, one load of a value for the GB products.
#extension GL_KHR_shader_subgroup_basic : require
#extension GL_KHR_shader_subgroup_arithmetic : require
#extension GL_EXT_control_flow_attributes : require
layout(local_size_x_id = 0) in;
layout(constant_id = 4) const uint GB = 8u; // heads a workgroup (OX__VK_GQ_MAX at most)
layout(std430, binding = 0) readonly buffer Qb { float Q[]; };
layout(std430, binding = 1) readonly buffer Kb { float Kc[]; };
layout(std430, binding = 2) readonly buffer Vb { float Vc[]; };
layout(std430, binding = 3) writeonly buffer Ob { float O[]; };
layout(push_constant) uniform P {
    uint hd, nh, n_kv, cap, hi0, window, qoff, qstride, ooff, ostride, koff, voff, kvstride; float scale;
} p;
#define MAXD 4u   // dims an invocation owns: hd <= MAXD * wg
#define HDMAX 512u
#define PP 128u   // positions a pass (OX__VK_GQ_PP)
shared float qs[GB * HDMAX];
shared vec4 sc4[GB * PP / 4u]; // sc4[g PP/4 + i/4][i % 4]: head g's score, then weight, of position c0 + i
shared float mrow[GB], lrow[GB], rrow[GB];

void main() {
    uint tid = gl_LocalInvocationID.x, wg = gl_WorkGroupSize.x, t = gl_WorkGroupID.y;
    uint lane = gl_SubgroupInvocationID, sgs = gl_SubgroupSize, ns = gl_NumSubgroups;
    uint h0 = gl_WorkGroupID.x * GB, kh = h0 / (p.nh / p.n_kv), pos = p.hi0 + t;
    uint lo = (p.window != 0u && pos + 1u > p.window) ? pos + 1u - p.window : 0u, hi = pos;
    uint qb = p.qoff + t * p.qstride + h0 * p.hd;
    for (uint i = tid; i < GB * p.hd; i += wg) qs[(i / p.hd) * HDMAX + i % p.hd] = Q[qb + i]; // the GB heads are consecutive
    if (tid < GB) { mrow[tid] = -3.402823466e38; lrow[tid] = 0.0; }
    barrier();
    float o[GB * MAXD];
    [[unroll]] for (uint i = 0u; i < GB * MAXD; i++) o[i] = 0.0;
    for (uint c0 = lo; c0 <= hi; c0 += PP) {
        uint nc = min(PP, hi + 1u - c0);
        // scores: keys i0, i0 + ns, i0 + 2 ns, i0 + 3 ns of a subgroup together; keys past the
        // chunk read the last one again and are dropped
        for (uint i0 = gl_SubgroupID; i0 < nc; i0 += 4u * ns) {
            uint kb[4];
            float dot[4 * GB];
            [[unroll]] for (uint u = 0u; u < 4u; u++) kb[u] = p.koff + ((c0 + min(i0 + u * ns, nc - 1u)) % p.cap) * p.kvstride + kh * p.hd;
            [[unroll]] for (uint i = 0u; i < 4u * GB; i++) dot[i] = 0.0;
            for (uint d = lane; d < p.hd; d += sgs) {
                float k[4];
                [[unroll]] for (uint u = 0u; u < 4u; u++) k[u] = Kc[kb[u] + d];
                [[unroll]] for (uint g = 0u; g < GB; g++) {
                    float qd = qs[g * HDMAX + d];
                    [[unroll]] for (uint u = 0u; u < 4u; u++) dot[u * GB + g] += qd * k[u];
                }
            }
            [[unroll]] for (uint u = 0u; u < 4u; u++) {
                uint i = i0 + u * ns;
                [[unroll]] for (uint g = 0u; g < GB; g++) {
                    float s = subgroupAdd(dot[u * GB + g]);
                    if (i < nc && subgroupElect()) sc4[g * (PP / 4u) + i / 4u][i % 4u] = s * p.scale;
                }
            }
        }
        barrier();
        // the online softmax, a head a subgroup: the chunk's weights exp(s - m) in place (0 past nc,
        // up to the chunk's last whole vec4, which the values' loop reads)
        uint nc4 = (nc + 3u) & ~3u;
        for (uint g = gl_SubgroupID; g < GB; g += ns) {
            float mx = -3.402823466e38;
            for (uint i = lane; i < nc; i += sgs) mx = max(mx, sc4[g * (PP / 4u) + i / 4u][i % 4u]);
            float mn = max(mrow[g], subgroupMax(mx)), e = 0.0;
            for (uint i = lane; i < nc4; i += sgs) {
                float x = i < nc ? exp(sc4[g * (PP / 4u) + i / 4u][i % 4u] - mn) : 0.0;
                sc4[g * (PP / 4u) + i / 4u][i % 4u] = x;
                e += x;
            }
            e = subgroupAdd(e);
            if (subgroupElect()) {
                float r = exp(mrow[g] - mn);
                rrow[g] = r;
                lrow[g] = lrow[g] * r + e;
                mrow[g] = mn;
            }
        }
        barrier();
        // values: four rows' loads, then their products for the GB heads (added in the order
        // i = 0, 1, ...); rows past nc read the last one again (finite) under a weight of 0
        [[unroll]] for (uint j = 0u; j < MAXD; j++) {
            uint d = tid + j * wg;
            if (d >= p.hd) break;
            [[unroll]] for (uint g = 0u; g < GB; g++) o[g * MAXD + j] *= rrow[g];
            uint vb = p.voff + kh * p.hd + d;
            for (uint i = 0u; i < nc; i += 4u) {
                float v[4];
                [[unroll]] for (uint u = 0u; u < 4u; u++) v[u] = Vc[vb + ((c0 + min(i + u, nc - 1u)) % p.cap) * p.kvstride];
                [[unroll]] for (uint g = 0u; g < GB; g++) {
                    vec4 w = sc4[g * (PP / 4u) + i / 4u];
                    float acc = o[g * MAXD + j];
                    acc += w.x * v[0]; acc += w.y * v[1]; acc += w.z * v[2]; acc += w.w * v[3];
                    o[g * MAXD + j] = acc;
                }
            }
        }
        barrier(); // sc4, rrow are written again
    }
    [[unroll]] for (uint g = 0u; g < GB; g++) {
        uint ob = p.ooff + t * p.ostride + (h0 + g) * p.hd;
        float l = lrow[g];
        [[unroll]] for (uint j = 0u; j < MAXD; j++) {
            uint d = tid + j * wg;
            if (d < p.hd) O[ob + d] = o[g * MAXD + j] / l;
        }
    }
}
