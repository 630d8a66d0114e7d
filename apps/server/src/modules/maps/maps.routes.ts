import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { MapStyleResponse } from '@lineup/contracts';
import { json } from '../../lib/openapi';
import type { AppEnv } from '../../types';

const styleRoute = createRoute({
  method: 'get',
  path: '/map-style',
  tags: ['maps'],
  summary: "The maps' style sheets (light and dark), as the server is configured",
  responses: {
    200: { description: 'The style URLs.', ...json(MapStyleResponse) },
  },
});

/**
 * The web's maps ask for their style here when one is first shown, so the configuration
 * (`MAP_STYLE_URL`) reaches them without adding anything to a page's first load.
 */
export function mapRoutes(styles: MapStyleResponse) {
  return new OpenAPIHono<AppEnv>().openapi(styleRoute, (c) => {
    c.header('Cache-Control', 'public, max-age=3600');
    return c.json(styles, 200);
  });
}
