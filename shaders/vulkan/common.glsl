// Shared by the oxinfer Vulkan kernels: weight widening.
// Weights are bound as a buffer of 32-bit words whatever their type, so one shader serves f32, f16
// and bf16 tensors; WDTYPE (a specialization constant, in the order of oxinfer.h's ox__dtype:
// 0 f32, 1 f16, 2 bf16) picks the widening. Element e of a 16-bit tensor is half h = e & 1 of word
// e >> 1 (little-endian, as safetensors stores it).
layout(constant_id = 2) const int WDTYPE = 0;

float ox_widen16(uint h) {
    if (WDTYPE == 2) return uintBitsToFloat(h << 16);  // bf16 is the top half of an f32: exact
    return unpackHalf2x16(h).x;                        // f16: every value is exact in f32
}
float ox_wload(uint e) {
    if (WDTYPE == 0) return uintBitsToFloat(W[e]);
    uint word = W[e >> 1];
    return ox_widen16((e & 1u) != 0u ? (word >> 16) : (word & 0xffffu));
}
// Both elements of word j of a 16-bit tensor (elements 2j and 2j + 1).
vec2 ox_wpair(uint j) {
    uint word = W[j];
    return vec2(ox_widen16(word & 0xffffu), ox_widen16(word >> 16));
}
