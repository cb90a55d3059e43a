// A Vendure shop's catalogue, read through its Shop API, as a catalogue folder's records
// (catalogue/README.md): each collection with a slug a category, each product with its variants
// (the SKU is the variant's id, Vendure's stock level its stock), its photographs downloaded. The
// fields Vendure has no column for are the custom fields vendure/config.mjs declares; a server
// without them gives the brand as the shop's name, no sale price, rating or specifications.
const productFields = `
  id name description
  assets { id source name }
  facetValues { code facet { code } }
  optionGroups { name options { name } }
  customFields { brand originalPrice rating reviewCount specifications imageAlts }
  variants {
    sku price stockLevel
    options { name group { name } }
    assets { id source name }
    customFields { originalPrice }
  }`;

const productsQuery = `query ($skip: Int!, $take: Int!) {
  products(options: { skip: $skip, take: $take, sort: { id: ASC } }) { totalItems items { ${productFields} } }
}`;

const collectionsQuery = `{
  collections(options: { topLevelOnly: true }) {
    items { slug name description featuredAsset { id source name } customFields { icon } }
  }
}`;

/** One Shop API request; an error names the server and what it said. */
export async function shopQuery(shopApi, query, variables = {}) {
  const response = await fetch(shopApi, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  if (!response.ok) throw new Error(`${shopApi} answered ${response.status}`);
  const body = await response.json();
  if (body.errors) throw new Error(`${shopApi}: ${body.errors.map((e) => e.message).join('; ')}`);
  return body.data;
}

const parseJson = (text, fallback) => {
  try {
    return text ? JSON.parse(text) : fallback;
  } catch {
    return fallback;
  }
};

const fileName = (asset) => `${asset.id}-${asset.name.replace(/[^\w.-]+/g, '-')}`;

/** Maps Vendure's products and collections to catalogue records; `images` maps file to URL. */
export function catalogueRecords({ products, collections }, { shop }) {
  const images = new Map();
  const image = (asset, alt, folder) => {
    const src = `${folder}/${fileName(asset)}`;
    images.set(src, asset.source);
    return { src, alt };
  };
  const categories = collections.map((c) => ({
    id: c.slug,
    name: c.name,
    description: c.description || c.name,
    image: image(c.featuredAsset, c.name, 'categories'),
    icon: c.customFields?.icon || 'Sparkles',
  }));
  const categoryIds = new Set(categories.map((c) => c.id));
  const records = products.map((p) => {
    const extra = p.customFields ?? {};
    const alts = parseJson(extra.imageAlts, []);
    const photos = p.assets.map((asset, i) => image(asset, alts[i] || p.name, 'products'));
    const altOf = (asset) => photos[p.assets.findIndex((a) => a.id === asset.id)]?.alt ?? p.name;
    const [first] = p.variants;
    const category = p.facetValues.find((v) => v.facet.code === 'category' && categoryIds.has(v.code));
    const inStock = (v) => v.stockLevel !== 'OUT_OF_STOCK';
    const record = {
      id: p.id,
      name: p.name,
      brand: extra.brand || shop,
      category: category?.code ?? categories[0].id,
      price: first.price,
      ...(extra.originalPrice > first.price ? { originalPrice: extra.originalPrice } : {}),
      rating: extra.rating ?? 0,
      reviewCount: extra.reviewCount ?? 0,
      description: p.description.replace(/<[^>]*>/g, '') || p.name,
      images: photos,
      specifications: parseJson(extra.specifications, {}),
    };
    if (p.optionGroups.length === 0) return { ...record, inStock: inStock(first) };
    return {
      ...record,
      options: p.optionGroups.map((g) => ({ name: g.name, values: g.options.map((o) => o.name) })),
      variants: p.variants.map((v) => ({
        id: v.sku,
        options: Object.fromEntries(v.options.map((o) => [o.group.name, o.name])),
        inStock: inStock(v),
        ...(v.price !== first.price || v.customFields?.originalPrice ? { price: v.price } : {}),
        ...(v.customFields?.originalPrice > v.price ? { originalPrice: v.customFields.originalPrice } : {}),
        ...(v.assets.length ? { images: v.assets.map((a) => image(a, altOf(a), 'products')) } : {}),
      })),
    };
  });
  return { categories, products: records, images };
}

/** Reads the whole catalogue, a page of 100 products at a time. */
export async function readVendureCatalogue(shopApi) {
  const { collections } = await shopQuery(shopApi, collectionsQuery);
  const products = [];
  for (let skip = 0; ; skip += 100) {
    const page = (await shopQuery(shopApi, productsQuery, { skip, take: 100 })).products;
    products.push(...page.items);
    if (products.length >= page.totalItems || page.items.length === 0) break;
  }
  return { products, collections: collections.items.filter((c) => c.featuredAsset) };
}
