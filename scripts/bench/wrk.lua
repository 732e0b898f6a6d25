-- For wrk (scripts/bench/wrk.ts): requests the paths given after `--` in turn, each built once
-- with the headers of wrk's -H options, and prints the run's figures as one JSON line starting
-- with "WRK_RESULT " (latencies in microseconds).

local requests = {}
local next_request = 0

function init(args)
  for _, path in ipairs(args) do
    requests[#requests + 1] = wrk.format(nil, path)
  end
  if #requests == 0 then
    requests[1] = wrk.format()
  end
  -- Threads start on different paths, so that every path is asked for at every moment.
  next_request = math.random(#requests) - 1
end

function request()
  next_request = next_request % #requests + 1
  return requests[next_request]
end

function done(summary, latency, _)
  local percentiles = {}
  for _, p in ipairs({ 50, 90, 95, 97.5, 99, 99.9 }) do
    percentiles[#percentiles + 1] = string.format('"%s":%d', tostring(p), latency:percentile(p))
  end
  local errors = summary.errors
  io.write(string.format(
    'WRK_RESULT {"durationUs":%d,"requests":%d,"bytes":%d,"errors":{"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d},"latencyUs":{"min":%d,"mean":%.1f,"max":%d,"percentiles":{%s}}}\n',
    summary.duration, summary.requests, summary.bytes,
    errors.connect, errors.read, errors.write, errors.status, errors.timeout,
    latency.min, latency.mean, latency.max, table.concat(percentiles, ',')))
end
