-- wrk script for load.sh: POSTs the body in $BODY_FILE with $ACCEPT_LANGUAGE, and counts the
-- answers whose status is not $EXPECT_STATUS (wrk itself only counts non-2xx).
local file = assert(io.open(os.getenv("BODY_FILE"), "rb"))
wrk.method = "POST"
wrk.body = file:read("*a")
file:close()
wrk.headers["Content-Type"] = "application/json"
wrk.headers["Accept-Language"] = os.getenv("ACCEPT_LANGUAGE") or "en"
local expected = tonumber(os.getenv("EXPECT_STATUS") or "200")

local threads = {}

function setup(thread)
    table.insert(threads, thread)
end

function init(args)
    unexpected = 0
end

function response(status, headers, body)
    if status ~= expected then
        unexpected = unexpected + 1
    end
end

function done(summary, latency, requests)
    local total = 0
    for _, thread in ipairs(threads) do
        total = total + thread:get("unexpected")
    end
    io.write(string.format("unexpected statuses: %d\n", total))
end
