import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// For the sea module's tests. The forecast services are out of reach in tests: a small server
// answers as Open-Meteo's marine and weather APIs do (`timeformat=unixtime`), and counts what
// it was asked. Its sea is the same at every hour; the wind's direction may change by the hour.

export const HOUR = 3600;

type Asked = { path: string; query: URLSearchParams };

/** The wind's direction at an hour (unix seconds); from the east unless a test says otherwise. */
type WindFrom = (time: number) => number;
const EAST: WindFrom = () => 85;

export function fakeOpenMeteo() {
  const asked: Asked[] = [];
  let down = false;
  let windFrom = EAST;
  const server: Server = createServer((request: IncomingMessage, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    asked.push({ path: url.pathname, query: url.searchParams });
    if (down) {
      response.writeHead(503, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ error: true, reason: 'down for maintenance' }));
      return;
    }
    const first = Math.floor(Date.now() / 1000 / HOUR) * HOUR - 24 * HOUR;
    const time = Array.from({ length: 8 * 24 }, (_, index) => first + index * HOUR);
    const hourly: Record<string, number[]> = { time };
    if (url.pathname === '/v1/marine') {
      hourly.wave_height = time.map(() => 1.62);
      hourly.swell_wave_height = time.map(() => 1.31);
      hourly.swell_wave_period = time.map(() => 11.4);
      hourly.swell_wave_direction = time.map(() => 292.4);
      hourly.sea_surface_temperature = time.map(() => 17.8);
      // A tide of about 12 h 25 min, high water at the first hour.
      hourly.sea_level_height_msl = time.map((t) =>
        Number((1.2 * Math.cos((2 * Math.PI * (t - first)) / (12.42 * HOUR))).toFixed(2)),
      );
    } else {
      hourly.wind_speed_10m = time.map(() => 16.3);
      hourly.wind_direction_10m = time.map((t) => windFrom(t));
    }
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify({ latitude: 38.96, longitude: -9.46, hourly }));
  });
  return {
    asked,
    setDown: (value: boolean) => {
      down = value;
    },
    /** The wind's direction by the hour; none given is from the east again. */
    setWindFrom: (value: WindFrom = EAST) => {
      windFrom = value;
    },
    async listen() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
