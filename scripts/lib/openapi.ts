// docs/openapi.json: the contract's OpenAPI document as the server answers it, for readers and
// client generators that work from a file.
import { openApiDocument } from '@huaren/contract';

export function renderOpenApi(): string {
  return `${JSON.stringify(openApiDocument(), null, 2)}\n`;
}
