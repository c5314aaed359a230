#!/usr/bin/env bash
# A Slurm job array: 8 tasks each validate one shard of the same NDJSON file.
#
#   sbatch Examples/batch/slurm-array.sh /data/submissions.ndjson
#   # when all tasks are done:
#   form-check summary merge summaries/shard-*.json
#
# SLURM_ARRAY_TASK_ID runs from 1 to 8 (--array=1-8), as form-check numbers its shards.
#SBATCH --job-name=form-check
#SBATCH --array=1-8
#SBATCH --cpus-per-task=2
#SBATCH --mem=256M
#SBATCH --output=logs/form-check-%A-%a.log
set -euo pipefail

file=${1:?usage: sbatch slurm-array.sh <file.ndjson>}
shards=8
shard=${SLURM_ARRAY_TASK_ID:?run with sbatch --array=1-$shards}
mkdir -p reports summaries

status=0
form-check validate --spec Specs/create-account.json --ndjson "$file" \
  --shard "$shard/$shards" --jobs "${SLURM_CPUS_PER_TASK:-2}" --progress \
  --format json --summary-json "summaries/shard-$shard.json" \
  > "reports/shard-$shard.ndjson" || status=$?
# 1 means some submissions are invalid: the shard ran; only worse fails the task.
[ "$status" -le 1 ]
