// A stand-in for Open-Meteo's marine and weather APIs in browser journeys (the real ones are
// out of reach in tests): it answers as they do with `timeformat=unixtime`, for any point, a
// morning of clean swell and offshore wind on every day, and a tide of about 12 h 25 min.
import { createServer } from 'node:http';

const HOUR = 3600;
const port = Number(process.env.FAKE_OPEN_METEO_PORT ?? 4318);

createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://fake');
  if (url.pathname === '/health') {
    response.writeHead(200).end('ok');
    return;
  }
  const first = Math.floor(Date.now() / 1000 / HOUR) * HOUR - 24 * HOUR;
  const time = Array.from({ length: 8 * 24 }, (_, index) => first + index * HOUR);
  const hourly = { time };
  if (url.pathname === '/v1/marine') {
    hourly.wave_height = time.map(() => 1.4);
    hourly.swell_wave_height = time.map(() => 1.2);
    hourly.swell_wave_period = time.map(() => 12.2);
    hourly.swell_wave_direction = time.map(() => 295);
    hourly.sea_surface_temperature = time.map(() => 16.4);
    hourly.sea_level_height_msl = time.map((t) =>
      Number((1.1 * Math.cos((2 * Math.PI * (t - first)) / (12.42 * HOUR))).toFixed(2)),
    );
  } else if (url.pathname === '/v1/forecast') {
    hourly.wind_speed_10m = time.map(() => 14);
    // From the east: offshore on a beach facing west.
    hourly.wind_direction_10m = time.map(() => 90);
  } else {
    response.writeHead(404, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify({ error: true, reason: 'Not found' }));
    return;
  }
  response.writeHead(200, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify({ latitude: 0, longitude: 0, utc_offset_seconds: 0, hourly }));
}).listen(port, '127.0.0.1');
