import autocannon from 'autocannon'

export interface LoadResult {
  reqPerSec: number
  p50: number
  p99: number
  non2xx: number
  errors: number
  bytesPerResponse: number
}

/** Runs autocannon against `url` and summarises it. A short warm-up is run first and discarded. */
export async function runLoad(
  url: string,
  { connections = 50, duration = 10, headers = {} as Record<string, string> } = {},
): Promise<LoadResult> {
  await autocannon({ url, connections, duration: Math.min(2, duration), headers })
  const result = await autocannon({ url, connections, duration, headers })
  return {
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    bytesPerResponse: result.requests.total ? result.throughput.total / result.requests.total : 0,
  }
}
