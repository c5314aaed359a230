# Sourced by check.sh, faults.sh and load.sh: builds the server in $1 (debug or release), starts
# it on a free loopback port with any further arguments as options, and waits until it answers.
# Sets `binary`, `work` (a scratch folder, with the server's log in server.log), `base`
# (http://127.0.0.1:PORT) and `server_pid`; the server is stopped and the scratch folder removed
# when the calling script exits.
start_server() {
    local configuration="$1"; shift
    echo "== building formrules-backend ($configuration)"
    local started=$SECONDS
    swift build --package-path "$here" -c "$configuration"
    echo "== built in $((SECONDS - started)) s"
    binary="$(swift build --package-path "$here" -c "$configuration" --show-bin-path)/formrules-backend"

    work="$(mktemp -d)"
    server_pid=""
    trap stop_server EXIT

    local port
    port="$(free_port)"
    base="http://127.0.0.1:$port"
    # The server logs one line per request, as in production; the log goes to a file.
    "$binary" --port "$port" --today 2026-11-21 "$@" >"$work/server.log" 2>&1 &
    server_pid=$!
    wait_for_server "$base" "$server_pid" "$work/server.log"
    echo "== server on $base (pid $server_pid)"
}

# free_port: a loopback port nothing listens on.
free_port() {
    python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()' 2>/dev/null \
        || echo $((20000 + RANDOM % 20000))
}

# wait_for_server BASE PID LOG: waits up to 30 s for BASE/health; exits when the server dies.
wait_for_server() {
    for _ in $(seq 1 300); do
        if curl -fsS "$1/health" >/dev/null 2>&1; then return 0; fi
        if ! kill -0 "$2" 2>/dev/null; then echo "the server exited:"; cat "$3"; exit 1; fi
        sleep 0.1
    done
    curl -fsS "$1/health" >/dev/null || { echo "the server does not answer on $1"; cat "$3"; exit 1; }
}

stop_server() {
    if [ -n "$server_pid" ] && kill -0 "$server_pid" 2>/dev/null; then
        kill -TERM "$server_pid" 2>/dev/null || true
        wait "$server_pid" 2>/dev/null || true
    fi
    rm -rf "$work"
}
