// Shared by the chunked (prefill) form of the gated delta rule (gdn_prep.comp, gdn_chunk.comp,
// delta_chunk.comp): the layout of their scratch buffer D, per value head h of Hv, over Tp tokens
// (the step's tokens rounded up to whole chunks of 64), in floats:
//   Q [Hv][Tp][dk]  the L2-normed queries (times dk^-0.5)      K  [Hv][Tp][dk]  the normed keys
//   V [Hv][Tp][dv]  the values; gdn_chunk.comp turns them into Wv (below), in place
//   WK [Hv][Tp][dk] Wk,  G [Hv][Tp] g (log decay),  B [Hv][Tp] beta,  GM [Hv][Tp] gamma (g summed
//   within the chunk),  AQ [Hv][Tp / 64][64][64] the chunk's decayed q.k (0 above the diagonal).
// With A[i][j] = beta_i (k_i . k_j) exp(gamma_i - gamma_j) for j < i within a chunk,
// (I + A) [Wv | Wk] = [beta v | beta exp(gamma) k]: oxinfer.h's ox__q35_chunk, on the device.
#define OX_CH 64u
uint gdn_q(uint h, uint t) { return (h * p.Tp + t) * p.dk; }
uint gdn_k(uint h, uint t) { return ((p.Hv + h) * p.Tp + t) * p.dk; }
uint gdn_v(uint h, uint t) { return 2u * p.Hv * p.Tp * p.dk + (h * p.Tp + t) * p.dv; }
uint gdn_wk(uint h, uint t) { return p.Hv * p.Tp * (2u * p.dk + p.dv) + (h * p.Tp + t) * p.dk; }
uint gdn_s(uint which, uint h, uint t) { return p.Hv * p.Tp * (3u * p.dk + p.dv + which) + h * p.Tp + t; } // 0 G, 1 B, 2 GM
uint gdn_aq(uint h, uint c) { return p.Hv * p.Tp * (3u * p.dk + p.dv + 3u) + (h * (p.Tp / OX_CH) + c) * OX_CH * OX_CH; }
