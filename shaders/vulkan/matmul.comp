#version 450
// Tiled matmul for prefill: y[t][r0 + r] = x[t] . W[r], T tokens by N rows of one weight part.
//
// A workgroup computes a tile of BM tokens by BN rows (specialization constants 4 and 5; the host
// sizes the grid from the same numbers) with BM/TM x BN/TN threads (constant 0), each holding a
// TM x TN block of f32 sums in registers (constants 7 and 8). Defaults: 128 x 128 tokens x rows,
// 256 threads of 8 x 8 sums, BK = 16 (constant 6). Per step of BK along K the tile's x and W are
// put in shared memory transposed, k-major (xs[k][m], ws[k][n]) and as f32 (W widened exactly as
// it is stored), each k's row padded by one vec4: BK * (BM + BN + 8) * 4 bytes, 16.5 KiB at the
// defaults. Each thread then reads, for each k, TM/4 + TN/4 vec4s (its tokens and rows are groups
// of 4, group g of a thread being g = own + i * threads-across), so that neighbouring threads read
// neighbouring 16-byte words (no bank conflicts), and does TM * TN FMAs: 64 FMAs for 4 vec4 reads
// at 8 x 8. The stores (a row's BK values from 4 lanes for f32 W and x, 2 for 16-bit W) meet at
// most 2 to a bank (f32 W and x without the padding: 4).
//
// Global loads are 16 bytes: W as uvec4 (8 bf16/f16 or 4 f32 values of one row), x as vec4, the
// threads of a row's BK values side by side. They go to registers first: the loads of step k + 1
// are issued before the FMAs of step k and written to shared memory after them (register double
// buffering; two barriers a step). A step whose tile lies whole inside W (rows, K) and whose rows
// start on 16-byte words (K a multiple of 8 or 4) loads without checks; others (the edges, odd K,
// x at an offset or stride not a multiple of 4) load element by element with bounds checks and
// zeros past the ends. Every output is a sum of f32 products x[t][k] * w[r][k] in f32.
#extension GL_GOOGLE_include_directive : require
#extension GL_EXT_control_flow_attributes : require
layout(local_size_x_id = 0) in;
layout(constant_id = 4) const uint BM = 128; // tokens a workgroup
layout(constant_id = 5) const uint BN = 128; // rows a workgroup
layout(constant_id = 6) const uint BK = 16;  // K a step: a multiple of 8
layout(constant_id = 7) const uint TM = 8;   // tokens a thread: a multiple of 4
layout(constant_id = 8) const uint TN = 8;   // rows a thread: a multiple of 4
layout(std430, binding = 0) readonly buffer Wb { uint W[]; };
layout(std430, binding = 0) readonly buffer Wq { uvec4 W4[]; };
layout(std430, binding = 1) readonly buffer Xb { float X[]; };
layout(std430, binding = 1) readonly buffer Xq { vec4 X4[]; };
layout(std430, binding = 2) writeonly buffer Yb { float Y[]; };
layout(push_constant) uniform P { uint K, N, ldx, ldy, xoff, yoff, r0, T; } p;
#include "common.glsl"

const uint NT = gl_WorkGroupSize.x;        // = (BM / TM) * (BN / TN)
const uint TXN = BN / TN;                  // threads across the rows
const uint EPW = WDTYPE == 0 ? 4u : 8u;    // weight values a 16-byte word
const uint WQ = BN * BK / EPW;             // 16-byte words of W a step
const uint XQ = BM * BK / 4u;              // and of x
const uint LW = (WQ + NT - 1u) / NT;       // a thread's loads of each
const uint LX = (XQ + NT - 1u) / NT;

const uint WS = BN / 4u + 1u, XS = BM / 4u + 1u; // vec4s a k's row of the tiles
shared vec4 ws[BK * WS]; // ws[k * WS + n/4][n % 4] = W[n0 + n][k0 + k]
shared vec4 xs[BK * XS]; // xs[k * XS + m/4][m % 4] = x[m0 + m][k0 + k]

uvec4 wr[LW]; // the next step's loads
vec4 xr[LX];

// The 16-byte word of W holding row r's values k .. k + EPW - 1, checked: zeros past N and K.
uvec4 w_checked(uint r, uint k) {
    uvec4 v = uvec4(0u);
    if (r >= p.N) return v;
    uint e0 = r * p.K + k;
    for (uint c = 0u; c < EPW; c++) {
        if (k + c >= p.K) break;
        if (WDTYPE == 0) v[c] = W[e0 + c];
        else {
            uint e = e0 + c, h = (W[e >> 1] >> ((e & 1u) * 16u)) & 0xffffu;
            v[c >> 1] |= h << ((c & 1u) * 16u);
        }
    }
    return v;
}

void load(uint k0, uint n0, uint m0, bool wvec, bool xvec) {
    uint tid = gl_LocalInvocationID.x;
    bool wfast = wvec && n0 + BN <= p.N && k0 + BK <= p.K;
    bool xfast = xvec && m0 + BM <= p.T && k0 + BK <= p.K;
    [[unroll]] for (uint i = 0u; i < LW; i++) {
        uint e = tid + i * NT;
        if (WQ % NT != 0u && e >= WQ) break;
        uint n = e / (BK / EPW), k = k0 + (e % (BK / EPW)) * EPW;
        wr[i] = wfast ? W4[(n0 + n) * (p.K / EPW) + k / EPW] : w_checked(n0 + n, k);
    }
    [[unroll]] for (uint i = 0u; i < LX; i++) {
        uint e = tid + i * NT;
        if (XQ % NT != 0u && e >= XQ) break;
        uint m = e / (BK / 4u), k = k0 + (e % (BK / 4u)) * 4u, t = m0 + m, a = p.xoff + t * p.ldx + k;
        if (xfast) xr[i] = X4[a >> 2];
        else {
            vec4 v = vec4(0.0);
            for (uint c = 0u; c < 4u; c++) if (t < p.T && k + c < p.K) v[c] = X[a + c];
            xr[i] = v;
        }
    }
}

void store() {
    uint tid = gl_LocalInvocationID.x;
    [[unroll]] for (uint i = 0u; i < LW; i++) {
        uint e = tid + i * NT;
        if (WQ % NT != 0u && e >= WQ) break;
        uint n = e / (BK / EPW), s = (e % (BK / EPW)) * EPW * WS + n / 4u, c = n & 3u;
        uvec4 w = wr[i];
        [[unroll]] for (uint j = 0u; j < 4u; j++) {
            if (WDTYPE == 0) ws[s + j * WS][c] = uintBitsToFloat(w[j]);
            else {
                vec2 f = vec2(ox_widen16(w[j] & 0xffffu), ox_widen16(w[j] >> 16)); // as common.glsl widens
                ws[s + 2u * j * WS][c] = f.x;
                ws[s + (2u * j + 1u) * WS][c] = f.y;
            }
        }
    }
    [[unroll]] for (uint i = 0u; i < LX; i++) {
        uint e = tid + i * NT;
        if (XQ % NT != 0u && e >= XQ) break;
        uint m = e / (BK / 4u), s = (e % (BK / 4u)) * 4u * XS + m / 4u, c = m & 3u;
        [[unroll]] for (uint j = 0u; j < 4u; j++) xs[s + j * XS][c] = xr[i][j];
    }
}

void main() {
    uint tid = gl_LocalInvocationID.x, tx = tid % TXN, ty = tid / TXN;
    uint n0 = gl_WorkGroupID.x * BN, m0 = gl_WorkGroupID.y * BM;
    bool wvec = p.K % EPW == 0u;                 // every row starts on a 16-byte word
    bool xvec = ((p.xoff | p.ldx) & 3u) == 0u;   // and every token's x
    vec4 acc[TM][TN / 4u];
    [[unroll]] for (uint i = 0u; i < TM; i++) [[unroll]] for (uint j = 0u; j < TN / 4u; j++) acc[i][j] = vec4(0.0);
    uint steps = (p.K + BK - 1u) / BK;
    load(0u, n0, m0, wvec, xvec);
    for (uint s = 0u; s < steps; s++) {
        store();
        barrier();
        if (s + 1u < steps) load((s + 1u) * BK, n0, m0, wvec, xvec);
        [[unroll]] for (uint k = 0u; k < BK; k++) {
            vec4 a[TM / 4u], b[TN / 4u];
            [[unroll]] for (uint i = 0u; i < TM / 4u; i++) a[i] = xs[k * XS + ty + i * (BM / TM)];
            [[unroll]] for (uint j = 0u; j < TN / 4u; j++) b[j] = ws[k * WS + tx + j * TXN];
            [[unroll]] for (uint i = 0u; i < TM / 4u; i++)
                [[unroll]] for (uint c = 0u; c < 4u; c++)
                    [[unroll]] for (uint j = 0u; j < TN / 4u; j++) acc[4u * i + c][j] += a[i][c] * b[j];
        }
        barrier();
    }
    [[unroll]] for (uint i = 0u; i < TM / 4u; i++)
        [[unroll]] for (uint c = 0u; c < 4u; c++) {
            uint t = m0 + 4u * (ty + i * (BM / TM)) + c;
            if (t >= p.T) break;
            [[unroll]] for (uint j = 0u; j < TN / 4u; j++)
                [[unroll]] for (uint d = 0u; d < 4u; d++) {
                    uint r = n0 + 4u * (tx + j * TXN) + d;
                    if (r < p.N) Y[p.yoff + t * p.ldy + p.r0 + r] = acc[4u * i + c][j][d];
                }
        }
}
