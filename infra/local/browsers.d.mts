export const CHROMIUM_PATH: string
export const CHROMIUM_ARGS: string[]

export function startBrowserServers(
  count: number,
): Promise<{ endpoints: string[]; stop(): Promise<void[]> }>
