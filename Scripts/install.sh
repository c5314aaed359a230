#!/usr/bin/env bash
# Installs form-check: a release build with the Swift standard library linked into the binary
# (on Linux; Apple platforms have it in the OS), copied to PREFIX/bin. The messages in every
# shipped language are compiled in, so the one file works from any folder, on machines
# without the Swift toolchain.
#
#   Scripts/install.sh [PREFIX]      PREFIX defaults to ~/.local (no root needed); /usr/local
#                                    works too, run as a user who may write there.
set -euo pipefail
prefix=${1:-"$HOME/.local"}
cd "$(dirname "$0")/.."

# Its own scratch folder: the static build would otherwise share .build/release with
# `swift build -c release`, and each would recompile everything after the other.
flags=(-c release --scratch-path .build-install)
[ "$(uname -s)" = Darwin ] || flags+=(--static-swift-stdlib)
swift build "${flags[@]}" --product form-check
bin=$(swift build "${flags[@]}" --show-bin-path)

mkdir -p "$prefix/bin"
install -m 755 "$bin/form-check" "$prefix/bin/form-check"
echo "installed $prefix/bin/form-check ($("$prefix/bin/form-check" --version))"
case ":$PATH:" in
  *":$prefix/bin:"*) ;;
  *) echo "note: $prefix/bin is not on PATH; add it with: export PATH=\"$prefix/bin:\$PATH\"" ;;
esac
