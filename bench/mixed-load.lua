-- wrk script for the bench's mixed-load section (scripts/bench.ts, §9): the load that runs beside
-- the cached page's visitors. Every request asks for a path nobody asked before, so no cache can
-- answer it from an earlier request:
--   wrk ... -s bench/mixed-load.lua http://host:port -- 404s       what scanners and crawlers ask
--   wrk ... -s bench/mixed-load.lua http://host:port -- uncached   pages the server renders per request
-- The headers come from wrk's -H flags (the bench passes a browser's), as for every other load.
-- At the end it prints one line per status code, "status <code> <count>", which the bench reads:
-- wrk itself only counts answers outside 2xx/3xx, and a 404 must be told from a 429 or a 503.

local threads = {}

function setup(thread)
  table.insert(threads, thread)
end

local mode
local sent = 0

function init(args)
  mode = args[1] or "404s"
  counts = {}
  -- Distinct per run: os.time() alone repeats within a second; the table's address differs.
  math.randomseed(os.time() + tonumber(tostring({}):match("0x(%x+)") or "0", 16) % 1000003)
end

-- Paths no route of the site takes: mostly new random ones (each a miss for any per-path cache),
-- some the probes every public address receives (the same few paths again and again), some under
-- the Arabic site's prefix (its own catch-all: issue 48), and some sent with the language
-- switcher's `lang` cookie (which must not make a miss a render). Returns the path and the headers.
local function missing(n, r)
  local k = n % 8
  if k == 0 then return "/wp-login.php?x=" .. r end
  if k == 1 then return "/.env" end
  if k == 2 then return "/old-page-" .. r end
  if k == 3 then return "/xmlrpc.php?rsd=" .. r end
  if k == 4 then return "/blog/" .. (2010 + r % 15) .. "/post-" .. r end
  if k == 5 then return "/ar/%D8%B5%D9%81%D8%AD%D8%A9-" .. r end
  if k == 6 then return "/ar/old-page-" .. r, { ["Cookie"] = "lang=en" } end
  return "/missing-" .. r .. "-" .. n, { ["Cookie"] = "lang=ar" }
end

-- Pages the site really renders per request. A crawler's guesses no longer are (an unknown article
-- slug gets the stored not-found document, a `category` value outside the list the stored list:
-- ADR 310), so these are the requests no cache may answer: public pages asked for with a cookie of
-- ours (as a signed-in staff member's browser asks), which the page cache never serves, each with
-- a query string nobody asked before.
local function uncached(n, r)
  if n % 2 == 0 then return "/news-insights?ref=" .. r end
  return "/careers?ref=" .. r
end

-- wrk.format replaces the command line's -H headers with a table it is given: add to a copy of them.
local function withHeaders(extra)
  if extra == nil then return nil end
  local merged = {}
  for name, value in pairs(wrk.headers) do merged[name] = value end
  for name, value in pairs(extra) do merged[name] = value end
  return merged
end

function request()
  sent = sent + 1
  local r = math.random(1, 1000000000)
  if mode == "uncached" then
    return wrk.format(nil, uncached(sent, r), withHeaders({ ["Cookie"] = "firmsite_bench=1" }))
  end
  local path, headers = missing(sent, r)
  return wrk.format(nil, path, withHeaders(headers))
end

function response(status, headers, body)
  counts[status] = (counts[status] or 0) + 1
end

function done(summary, latency, requests)
  for _, thread in ipairs(threads) do
    for status, count in pairs(thread:get("counts")) do
      io.write(string.format("status %d %d\n", status, count))
    end
  end
end
