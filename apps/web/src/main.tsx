// The entry: as little as must run before the first paint. A share page's path becomes its hash
// route before the router reads the address; a Traditional reader's page is hidden until
// converted, so nothing flashes in Simplified.
import './app/landOnSharePath';
import './app/global.css';
import { APP_CHUNKS_ELEMENT_ID } from '@huaren/contract/app';
import { afterFirstPaint } from './app/afterFirstPaint';
import { startReaderScript } from './script';

startReaderScript();
// The content the server rendered (decision 0047) paints before the app's code is fetched and run:
// on a phone's connection its 150 KB would hold back the page's own bytes, and running it the
// first frame. Then its chunks are fetched together (the preloads index.html keeps for now).
await afterFirstPaint();
const chunks = document.getElementById(APP_CHUNKS_ELEMENT_ID);
if (chunks instanceof HTMLTemplateElement) document.head.append(chunks.content);
await import('./app/start');
