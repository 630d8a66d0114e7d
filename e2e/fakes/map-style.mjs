// A stand-in for the map's style host in browser journeys (OpenFreeMap is out of reach in
// tests): a MapLibre style with no tiles, a plain land colour, so maps load, take pins and
// move, and journeys assert the pins, the markers and the list rather than the pictures.
import { createServer } from 'node:http';

const port = Number(process.env.FAKE_MAP_STYLE_PORT ?? 4319);

const style = (colour) => ({
  version: 8,
  name: 'Journeys',
  sources: {},
  layers: [{ id: 'land', type: 'background', paint: { 'background-color': colour } }],
});

createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://fake');
  if (url.pathname === '/health') {
    response.writeHead(200).end('ok');
    return;
  }
  const colour = { '/styles/light.json': '#ece6d8', '/styles/dark.json': '#23211d' }[url.pathname];
  if (!colour) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, {
    'Content-Type': 'application/json',
    'Access-Control-Allow-Origin': '*',
  });
  response.end(JSON.stringify(style(colour)));
}).listen(port, '127.0.0.1');
