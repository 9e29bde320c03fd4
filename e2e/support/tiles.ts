import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

export interface TileServer {
  /** The MAP_TILE_URL to give the app's server. */
  template: string;
  /** The tiles asked so far, as `z/x/y`. */
  requested: string[];
  stop(): Promise<void>;
}

const TILE_PATH = /^\/(\d+)\/(\d+)\/(\d+)\.png$/;

/**
 * A stand-in for a raster tile server on loopback: the same plain tile, a pale ground with a
 * grid, for any z/x/y (a real tile server is an external service the suite must not call).
 */
export async function startTileServer(): Promise<TileServer> {
  const tile = await sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="256" height="256" fill="#eef0e6"/><path d="M0 128H256M128 0V256" stroke="#d3d7c8" stroke-width="6"/><path d="M0 0H256V256" fill="none" stroke="#c7ccb9" stroke-width="2"/></svg>',
    ),
  )
    .png()
    .toBuffer();
  const requested: string[] = [];
  const server = createServer((req, res) => {
    const match = TILE_PATH.exec(req.url ?? '');
    if (!match) {
      res.writeHead(404).end();
      return;
    }
    requested.push(match.slice(1).join('/'));
    res.writeHead(200, { 'Content-Type': 'image/png', 'Cache-Control': 'no-store' }).end(tile);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    template: `http://127.0.0.1:${port}/{z}/{x}/{y}.png`,
    requested,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The z/x/y of the tile that holds a point (the Web Mercator tiling every tile server uses). */
export function tileOf(latitude: number, longitude: number, zoom: number): string {
  const n = 2 ** zoom;
  const rad = (latitude * Math.PI) / 180;
  const x = Math.floor(((longitude + 180) / 360) * n);
  const y = Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n);
  return `${zoom}/${x}/${y}`;
}
