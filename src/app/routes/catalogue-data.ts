/** The catalogue's data files, made once per build from the catalogue (resource routes, prerendered). */
import { getAllCategories, getAllProducts, getSearchSynonyms } from '@/data/catalogue-repository';
import { catalogueDataFiles } from '@/domain/catalogue-data-files';
import { catalogueIndex } from '@/domain/catalogue-query';

let files: Map<string, string> | undefined;

/** The file at `path` as a JSON response, or 404. */
export function catalogueDataResponse(path: string): Response {
  files ??= catalogueDataFiles(catalogueIndex(getAllProducts(), getAllCategories(), getSearchSynonyms()));
  const body = files.get(path);
  return body === undefined
    ? new Response('Not found', { status: 404 })
    : new Response(body, { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
}
