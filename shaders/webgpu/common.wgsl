// Shared by the oxinfer WebGPU kernels that read weights: widening. Weights are bound as an array of
// 32-bit words whatever their type (no shader-f16 needed), and p.wdt (in the order of oxinfer.h's
// ox__dtype: 0 f32, 1 f16, 2 bf16) picks the widening. Element e of a 16-bit tensor is half e & 1 of
// word e >> 1 (little-endian, as safetensors stores it). Prepended to the kernels that read weights
// (matmul, matmul_rows, matmul_ids, embed).
fn ox_widen16(h: u32) -> f32 {
    if (p.wdt == 2u) { return bitcast<f32>(h << 16u); } // bf16 is the top half of an f32: exact
    return unpack2x16float(h).x;                        // f16: every value is exact in f32
}
fn ox_wload(e: u32) -> f32 {
    if (p.wdt == 0u) { return bitcast<f32>(W[e]); }
    let word = W[e >> 1u];
    return ox_widen16(select(word & 0xffffu, word >> 16u, (e & 1u) != 0u));
}
