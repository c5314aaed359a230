#!/usr/bin/env bash
# The cluster examples of Examples/batch parse, and use the options form-check has: the
# manifest as YAML (python3 yaml.safe_load), the Slurm script as bash (bash -n).
set -euo pipefail
cd "$(dirname "$0")/.."

python3 - <<'PY'
import sys
try:
    import yaml
except ImportError:
    print("check-batch-examples: python3 yaml module missing; manifest not checked")
    sys.exit(0)
with open("Examples/batch/indexed-job.yaml") as f:
    job = yaml.safe_load(f)
assert job["kind"] == "Job" and job["spec"]["completionMode"] == "Indexed", "not an indexed Job"
script = job["spec"]["template"]["spec"]["containers"][0]["args"][0]
assert "JOB_COMPLETION_INDEX" in script and "--shard" in script and "--summary-json" in script, "the Job does not shard"
assert job["spec"]["completions"] == 8 and '"$shard/8"' in script, "completions and N of --shard differ"
print("Examples/batch/indexed-job.yaml: an indexed Job of", job["spec"]["completions"], "shards")
PY
bash -n Examples/batch/slurm-array.sh
grep -q 'SLURM_ARRAY_TASK_ID' Examples/batch/slurm-array.sh
grep -q -- '--shard "$shard/$shards"' Examples/batch/slurm-array.sh
echo "Examples/batch/slurm-array.sh: bash syntax ok"

# Every option the examples give is one that validate has.
help=$("${FORM_CHECK:-.build/debug/form-check}" validate --help)
for option in $(grep -ohE -- '--(shard|jobs|summary-json|no-progress|progress|format|spec|ndjson)\b' Examples/batch/indexed-job.yaml Examples/batch/slurm-array.sh | sort -u); do
  grep -q -- "$option" <<<"$help" || { echo "Examples/batch: validate has no option $option" >&2; exit 1; }
done
echo "Examples/batch: every option exists"
