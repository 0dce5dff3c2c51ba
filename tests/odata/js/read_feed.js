// Reads the feed with ts-odatajs (Apache Olingo's OData client for JavaScript): $metadata through
// its CSDL parser, then one filtered, ordered, counted query. Prints what it read as JSON.
const odatajs = require('ts-odatajs');

const [base, key, filter] = process.argv.slice(2);
const auth = { Authorization: `Bearer ${key}` };

function read(request, handler) {
  return new Promise((resolve, reject) => odatajs.oData.read(request, resolve, reject, handler));
}

(async () => {
  const metadata = await read({ requestUri: `${base}/$metadata`, headers: auth }, odatajs.oData.metadataHandler);
  const [schema] = metadata.dataServices.schema;
  const types = {};
  for (const type of schema.entityType) {
    types[type.name] = Object.fromEntries(type.property.map((p) => [p.name, p.type]));
  }
  const query = `$filter=${encodeURIComponent(filter)}&$orderby=score desc&$count=true`;
  const result = await read({ requestUri: `${base}/person?${query}`, headers: { ...auth, Accept: 'application/json' } });
  console.log(JSON.stringify({ types, count: result['@odata.count'], names: result.value.map((v) => v.name) }));
})().catch((error) => {
  console.error('ts-odatajs failed:', (error && (error.message || JSON.stringify(error))) || error);
  process.exit(1);
});
