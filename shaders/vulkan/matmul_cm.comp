#version 450
// Prefill matmul on cooperative matrices (VK_KHR_cooperative_matrix, f16 x f16 -> f32), exact to
// f32's rounding: y[t][r0 + r] = x[t] . W[r] for T tokens by N rows of one weight part, as
// matmul.comp computes it, on the GPU's matrix units.
//
// The products stay exact although the units take f16 inputs:
//  - W: every bf16 (8 significant bits) and f16 value times a power of two is an f16 value, exact,
//    while it stays within f16's normal range; the host gives each tensor a power of two 2^wexp
//    that puts its largest |w| in [2^14, 2^15) (values under 2^-28 of that become f16 subnormals,
//    off by at most 2^-25 of the largest |w|), |wexp| <= 64 (OX__VK_CM_EXP_MAX: tensors beyond
//    take matmul.comp). f32 weights do not come here.
//  - x: each token's row is scaled by S[t] (xscale.comp: its largest |x| into [2^14, 2^15)) and
//    split into two f16, hi = x S to 11 significant bits and lo = f16(x S - hi): 22 significant
//    bits where f32 has 24, the remainder under 2^-22 of the row's largest value (f16
//    subnormals: 2^-39).
//  - f16 x f16 products are exact in the f32 accumulators, so y = (W.hi + W.lo) 2^-wexp / S[t] is a
//    sum of f32-exact products of x to 22 bits: within 2^-21 S of the exact sum (S = sum |x w|),
//    as the CPU's f32 path is within its own rounding.
//
// A workgroup computes BM tokens by BN rows (constants 4 and 5) with SR x ST subgroups (constants
// 10 and 11; the host makes the workgroup SR ST times the subgroup size, which must be fixed), each
// a block of BN/SR rows by BM/ST tokens as FR x FT matrices of CM x CN (constants 7 and 8: rows and
// tokens of the device's f16 shape, CK its K, constant 9). Per step of BK (constant 6) along K,
// the tile's W (as f16, row-major) and x (hi and lo, token-major) go to shared memory, each row
// padded by 8 halves; the sums of each CM x CN matrix then go through a subgroup's own CM x CN
// floats in shared memory to y, scaled back and bounds-checked. Bindings: 0 W (32-bit words),
// 1 x, 2 y, 3 S.
#extension GL_KHR_cooperative_matrix : require
#extension GL_KHR_memory_scope_semantics : require
#extension GL_KHR_shader_subgroup_basic : require
#extension GL_EXT_shader_explicit_arithmetic_types_float16 : require
#extension GL_GOOGLE_include_directive : require
#extension GL_EXT_control_flow_attributes : require
layout(local_size_x_id = 0) in;
layout(constant_id = 4) const uint BM = 64;  // tokens a workgroup
layout(constant_id = 5) const uint BN = 128; // rows a workgroup
layout(constant_id = 6) const uint BK = 32;  // K a step: a multiple of CK and of 8
layout(constant_id = 7) const uint CM = 16;  // rows of a matrix
layout(constant_id = 8) const uint CN = 16;  // tokens of a matrix
layout(constant_id = 9) const uint CK = 16;  // K of a matrix
layout(constant_id = 10) const uint SR = 2;  // subgroups across the rows
layout(constant_id = 11) const uint ST = 2;  // and across the tokens
layout(std430, binding = 0) readonly buffer Wb { uint W[]; };
layout(std430, binding = 0) readonly buffer Wq { uvec4 W4[]; };
layout(std430, binding = 1) readonly buffer Xb { float X[]; };
layout(std430, binding = 1) readonly buffer Xq { vec4 X4[]; };
layout(std430, binding = 2) writeonly buffer Yb { float Y[]; };
layout(std430, binding = 3) readonly buffer Sb { float S[]; };
layout(push_constant) uniform P { uint K, N, ldx, ldy, xoff, yoff, r0, T; int wexp; } p;
#include "common.glsl"

const uint NT = gl_WorkGroupSize.x;
const uint FR = BN / (SR * CM), FT = BM / (ST * CN); // matrices of a subgroup
const uint LD = (BK + 8u) / 4u;                      // f16vec4s a row of the tiles (BK + 8 halves)
const uint WQ = BN * BK / 8u, XQ = BM * BK / 4u;     // 16-byte words of W (16-bit) and x a step
const uint LW = (WQ + NT - 1u) / NT, LX = (XQ + NT - 1u) / NT; // a thread's loads of each
shared f16vec4 ws[BN * LD]; // ws[n * LD + k/4][k % 4] = W[n0 + n][k0 + k] 2^wexp
shared f16vec4 xh[BM * LD]; // xh[m * LD + k/4][k % 4] = hi of x[m0 + m][k0 + k] S[t]
shared f16vec4 xl[BM * LD]; // and lo
shared float cs[SR * ST * CM * CN];

// W's scaling by a multiply by 2^wexp (a normal f32: |wexp| <= 64), the same exact value as GLSL's
// ldexp, which takes every exponent and costs several instructions an element (on an H100 the
// tiles' conversions were 45% of this kernel's time with ldexp; vkinfo's bf16 probe 35.5 TFLOP/s
// with it, 60.4 with the multiply)
float wsc;
uvec4 wr[LW]; // the next step's loads: W's 16-bit values as they are stored,
vec4 xr[LX];  // x already scaled by S[t]

// the 16-byte word of W holding row r's values k .. k + 7, checked: zeros past N and K
uvec4 w_checked(uint r, uint k) {
    uvec4 v = uvec4(0u);
    if (r >= p.N || WDTYPE == 0) return v;
    for (uint c = 0u; c < 8u && k + c < p.K; c++) {
        uint e = r * p.K + k + c, h = (W[e >> 1] >> ((e & 1u) * 16u)) & 0xffffu;
        v[c >> 1] |= h << ((c & 1u) * 16u);
    }
    return v;
}

// global memory to registers: the step at k0 (issued before the products of the step before)
void load(uint k0, uint n0, uint m0, bool wvec, bool xvec) {
    uint tid = gl_LocalInvocationID.x;
    bool wfast = wvec && n0 + BN <= p.N && k0 + BK <= p.K;
    bool xfast = xvec && m0 + BM <= p.T && k0 + BK <= p.K;
    [[unroll]] for (uint i = 0u; i < LW; i++) {
        uint e = tid + i * NT;
        if (WQ % NT != 0u && e >= WQ) break;
        uint n = e / (BK / 8u), k = k0 + (e % (BK / 8u)) * 8u;
        wr[i] = wfast ? W4[(n0 + n) * (p.K / 8u) + k / 8u] : w_checked(n0 + n, k);
    }
    [[unroll]] for (uint i = 0u; i < LX; i++) {
        uint e = tid + i * NT;
        if (XQ % NT != 0u && e >= XQ) break;
        uint m = e / (BK / 4u), k = k0 + (e % (BK / 4u)) * 4u, t = m0 + m, a = p.xoff + t * p.ldx + k;
        vec4 v = vec4(0.0);
        if (xfast) v = X4[a >> 2];
        else if (t < p.T) for (uint c = 0u; c < 4u; c++) if (k + c < p.K) v[c] = X[a + c];
        xr[i] = t < p.T ? v * S[t] : v;
    }
}

// registers to shared memory, as f16 (after the products of the step before)
void store() {
    uint tid = gl_LocalInvocationID.x;
    [[unroll]] for (uint i = 0u; i < LW; i++) {
        uint e = tid + i * NT;
        if (WQ % NT != 0u && e >= WQ) break;
        uint n = e / (BK / 8u), s = n * LD + (e % (BK / 8u)) * 2u;
        uvec4 w = wr[i];
        vec4 a = vec4(ox_widen16(w.x & 0xffffu), ox_widen16(w.x >> 16), ox_widen16(w.y & 0xffffu), ox_widen16(w.y >> 16));
        vec4 b = vec4(ox_widen16(w.z & 0xffffu), ox_widen16(w.z >> 16), ox_widen16(w.w & 0xffffu), ox_widen16(w.w >> 16));
        ws[s] = f16vec4(a * wsc);
        ws[s + 1u] = f16vec4(b * wsc);
    }
    [[unroll]] for (uint i = 0u; i < LX; i++) {
        uint e = tid + i * NT;
        if (XQ % NT != 0u && e >= XQ) break;
        uint s = (e / (BK / 4u)) * LD + e % (BK / 4u);
        // hi: x S rounded to 11 significant bits in its f32 bits (to nearest, ties away), an f16
        // value wherever it is an f16 normal; lo = x S - hi, exact in f32. By integers, not by a
        // conversion to f16 and back, which a compiler may fold into nothing (lavapipe's does)
        vec4 hi = uintBitsToFloat((floatBitsToUint(xr[i]) + 0x1000u) & 0xffffe000u);
        xh[s] = f16vec4(hi);
        xl[s] = f16vec4(xr[i] - hi);
    }
}

void main() {
    uint sg = gl_SubgroupID, lane = gl_SubgroupInvocationID;
    uint rb = (sg % SR) * (BN / SR), tb = (sg / SR) * (BM / ST); // the subgroup's block in the tile
    uint n0 = gl_WorkGroupID.x * BN, m0 = gl_WorkGroupID.y * BM;
    bool wvec = WDTYPE != 0 && p.K % 8u == 0u;
    bool xvec = ((p.xoff | p.ldx | p.K) & 3u) == 0u;
    coopmat<float, gl_ScopeSubgroup, CM, CN, gl_MatrixUseAccumulator> acc[FR][FT];
    [[unroll]] for (uint i = 0u; i < FR; i++)
        [[unroll]] for (uint j = 0u; j < FT; j++) acc[i][j] = coopmat<float, gl_ScopeSubgroup, CM, CN, gl_MatrixUseAccumulator>(0.0);
    wsc = uintBitsToFloat(uint(127 + p.wexp) << 23);
    uint steps = (p.K + BK - 1u) / BK;
    load(0u, n0, m0, wvec, xvec);
    for (uint s = 0u; s < steps; s++) {
        store();
        barrier();
        if (s + 1u < steps) load((s + 1u) * BK, n0, m0, wvec, xvec); // in flight during the products
        [[unroll]] for (uint kk = 0u; kk < BK; kk += CK) {
            coopmat<float16_t, gl_ScopeSubgroup, CM, CK, gl_MatrixUseA> a[FR];
            [[unroll]] for (uint i = 0u; i < FR; i++)
                coopMatLoad(a[i], ws, (rb + i * CM) * LD + kk / 4u, LD, gl_CooperativeMatrixLayoutRowMajor);
            [[unroll]] for (uint j = 0u; j < FT; j++) {
                coopmat<float16_t, gl_ScopeSubgroup, CK, CN, gl_MatrixUseB> bh, bl;
                coopMatLoad(bh, xh, (tb + j * CN) * LD + kk / 4u, LD, gl_CooperativeMatrixLayoutColumnMajor);
                coopMatLoad(bl, xl, (tb + j * CN) * LD + kk / 4u, LD, gl_CooperativeMatrixLayoutColumnMajor);
                [[unroll]] for (uint i = 0u; i < FR; i++) {
                    acc[i][j] = coopMatMulAdd(a[i], bh, acc[i][j]);
                    acc[i][j] = coopMatMulAdd(a[i], bl, acc[i][j]);
                }
            }
        }
        barrier(); // read before the next store
    }
    // out: each matrix through the subgroup's CM x CN floats (token-major: a token's CM rows are
    // neighbours in y), times 2^-wexp / S[t] (ldexp: exact)
    uint cb = sg * CM * CN;
    [[unroll]] for (uint i = 0u; i < FR; i++)
        [[unroll]] for (uint j = 0u; j < FT; j++) {
            coopMatStore(acc[i][j], cs, cb, CM, gl_CooperativeMatrixLayoutColumnMajor);
            subgroupMemoryBarrierShared();
            subgroupBarrier();
            for (uint e = lane; e < CM * CN; e += gl_SubgroupSize) {
                uint r = n0 + rb + i * CM + e % CM, t = m0 + tb + j * CN + e / CM;
                if (r < p.N && t < p.T) {
                    int se;
                    frexp(S[t], se); // S = 2^(se - 1)
                    Y[p.yoff + t * p.ldy + p.r0 + r] = ldexp(cs[cb + e], 1 - se - p.wexp);
                }
            }
            subgroupMemoryBarrierShared();
            subgroupBarrier();
        }
}
