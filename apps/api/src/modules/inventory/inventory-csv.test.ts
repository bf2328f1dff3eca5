import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InventoryItem } from '@app/contracts';
import { createTestContext, type TestContext } from '#test/app.ts';
import { multipart } from '#test/businesses.ts';
import { csvCell, csvLine, decodeCsv, parseCsv } from './inventory-csv.ts';
import { createItem, createShop, stockMismatches, type Shop } from './inventory.fixtures.ts';

describe('csv format', () => {
  it('parses quotes, doubled quotes, newlines in cells, CRLF, BOM and ; separators', () => {
    const text = decodeCsv(
      Buffer.from('\uFEFFname,description\r\n"Rice, 5kg","say ""hi""\nthere"\r\n\r\nBeans,\n'),
    );
    expect(parseCsv(text)).toEqual([
      ['name', 'description'],
      ['Rice, 5kg', 'say "hi"\nthere'],
      ['Beans', ''],
    ]);
    expect(parseCsv('name;price\nA;1,50\n')).toEqual([
      ['name', 'price'],
      ['A', '1,50'],
    ]);
    expect(parseCsv('name\n"unclosed\n')).toBeNull();
    expect(decodeCsv(Buffer.from([0x63, 0x61, 0x66, 0xe9]))).toBe('café');
  });

  it('parses each case alone: quotes, embedded newlines, BOM, ; separators', () => {
    // Quotes: separators and doubled quotes inside a quoted cell are text.
    expect(parseCsv('a,b\n"x, ""y""",z\n')).toEqual([
      ['a', 'b'],
      ['x, "y"', 'z'],
    ]);
    // Embedded newlines inside quotes stay in the cell (as LF); CRLF or LF ends rows.
    expect(parseCsv('a,b\r\n"line 1\r\nline 2",2\r\n"x\ny",3\r\n')).toEqual([
      ['a', 'b'],
      ['line 1\nline 2', '2'],
      ['x\ny', '3'],
    ]);
    // A byte order mark is not part of the first header.
    expect(parseCsv('\uFEFFsku,name\nA1,Rice\n')).toEqual([
      ['sku', 'name'],
      ['A1', 'Rice'],
    ]);
    expect(decodeCsv(Buffer.from('\uFEFFsku\n'))).toBe('sku\n');
    // ';' files (Excel in comma-decimal locales), with quoted ';' and decimal commas.
    expect(parseCsv('\uFEFFname;price;note\r\n"Oil; 1L";2,50;"a\nb"\r\nSalt;0,75;\r\n')).toEqual([
      ['name', 'price', 'note'],
      ['Oil; 1L', '2,50', 'a\nb'],
      ['Salt', '0,75', ''],
    ]);
    // Every exported line reads back as the same cells.
    const cells = ['Oil; 1L', 'say "hi"\nthere', '=1+1', '-3', ''];
    expect(parseCsv(csvLine(cells))).toEqual([['Oil; 1L', 'say "hi"\nthere', "'=1+1", '-3', '']]);
    // Mixed line endings (a CRLF file with a last line added on another system).
    expect(parseCsv('a,b\r\n1,2\n3,4\r\n')).toEqual([
      ['a', 'b'],
      ['1', '2'],
      ['3', '4'],
    ]);
  });

  it('quotes when needed and defuses formulas but not plain numbers', () => {
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+1+1')).toBe("'+1+1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('-3')).toBe('-3');
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell(null)).toBe('');
  });
});

describe('csv import and export', () => {
  let t: TestContext;
  let shop: Shop;
  beforeAll(async () => {
    t = await createTestContext();
    shop = await createShop(t);
  });
  afterAll(() => t.close());

  const importCsv = (csv: string, dryRun: boolean, s: Shop = shop) =>
    t.app.inject({
      method: 'POST',
      url: s.url(`/inventory/import?dryRun=${dryRun}`),
      headers: { ...s.owner.headers, 'content-type': 'text/csv' },
      payload: csv,
    });
  const items = async (s: Shop = shop) =>
    (
      await t.app.inject({
        method: 'GET',
        url: s.url('/inventory?limit=200'),
        headers: s.owner.headers,
      })
    ).json().items as InventoryItem[];

  const bad = [
    'Name,SKU,Price,Stock,Show In Shop,Category',
    'Garri,G-1,1.50,10,yes,Grains',
    ',G-2,2,1,,', // no name
    'Beans,G-3,1.234,x,maybe,', // 3 problems
    'Rice,G-1,3,,,', // SKU twice in the file
    'Maize,,,,,', // a new item needs a price
  ].join('\n');

  it('reports every row problem on a dry run and writes nothing', async () => {
    const res = await importCsv(bad, true);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      created: 1,
      updated: 0,
      dryRun: true,
      errors: [
        { row: 3, field: 'name', message: 'Name is required' },
        { row: 4, field: 'price', message: 'Use at most 2 decimals' },
        { row: 4, field: 'stock', message: 'Must be a whole number of 0 or more' },
        { row: 4, field: 'showInShop', message: 'Use true or false (or yes/no, 1/0)' },
        { row: 5, field: 'sku', message: 'This SKU is already used on row 2 of the file' },
        { row: 6, field: 'price', message: 'Price is required for a new item' },
      ],
    });
    expect(await items()).toEqual([]);
  });

  it('refuses a real run with any row error, with the errors, and writes nothing', async () => {
    const res = await importCsv(bad, false);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      errorCode: 'VALIDATION_FAILED',
      error: '6 problems in the file; nothing was imported',
      created: 0,
      updated: 0,
      dryRun: false,
    });
    expect(res.json().errors).toHaveLength(6);
    expect(res.json().details[0]).toEqual({ field: 'row 3 name', message: 'Name is required' });
    expect(await items()).toEqual([]);
    const cats = await t.app.inject({
      method: 'GET',
      url: shop.url('/categories'),
      headers: shop.owner.headers,
    });
    expect(cats.json().categories).toEqual([]);
  });

  it('refuses files it cannot read', async () => {
    for (const [csv, message] of [
      ['sku,price\nA,1\n', 'The CSV file needs a header row with at least a "name" column'],
      ['name,price\n', 'The CSV file has no rows'],
      ['name\n"open\n', 'The CSV file is malformed (an unclosed quote?)'],
      [`name,price\n${'x,1\n'.repeat(5001)}`, 'The CSV file may have at most 5000 rows'],
    ]) {
      const res = await importCsv(csv!, true);
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toEqual([{ field: 'file', message }]);
    }
    const none = await t.app.inject({
      method: 'POST',
      url: shop.url('/inventory/import'),
      headers: shop.owner.headers,
    });
    expect(none.statusCode).toBe(400);
  });

  it('creates and updates by SKU in one transaction, with categories and stock entries', async () => {
    const existing = await createItem(t, shop, {
      name: 'Sugar',
      sku: 'SUG',
      price: 5,
      stock: 4,
      unit: 'bag',
    });
    const csv = [
      'name,sku,barcode,category,price,cost,stock,unit,description,showInShop',
      '"Sugar, white",sug,,Grocery,6.25,,10,,"fine, white",false',
      'Salt,SALT-1,6001,grocery,1.1,0.8,25,kg,,',
      'Pepper,,,Spices,0.99,,0,,,',
    ].join('\r\n');
    const dry = await importCsv(csv, true);
    expect(dry.json()).toEqual({ created: 2, updated: 1, errors: [], dryRun: true });
    const res = await importCsv(csv, false);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ created: 2, updated: 1, errors: [], dryRun: false });

    const list = await items();
    const sugar = list.find((i) => i.id === existing.id)!;
    expect(sugar).toMatchObject({
      name: 'Sugar, white',
      sku: 'SUG',
      price: 6.25,
      stock: 10,
      unit: 'bag', // an empty cell leaves the field as it is
      description: 'fine, white',
      showInShop: false,
      categoryName: 'Grocery',
    });
    expect(list.find((i) => i.name === 'Salt')).toMatchObject({
      sku: 'SALT-1',
      barcode: '6001',
      price: 1.1,
      cost: 0.8,
      stock: 25,
      categoryName: 'Grocery',
    });
    const cats = await t.app.inject({
      method: 'GET',
      url: shop.url('/categories'),
      headers: shop.owner.headers,
    });
    expect(cats.json().categories.map((c: { name: string }) => c.name)).toEqual([
      'Grocery',
      'Spices',
    ]);
    const history = await t.app.inject({
      method: 'GET',
      url: shop.url(`/stock/product/${existing.id}`),
      headers: shop.owner.headers,
    });
    expect(history.json().entries[0]).toMatchObject({
      type: 'adjustment',
      quantityChange: 6,
      note: 'CSV import',
    });
    expect(await stockMismatches(t, shop.businessId)).toEqual([]);
  });

  it('takes a multipart upload and refuses a barcode another item uses', async () => {
    const form = await multipart({}, [
      {
        buffer: Buffer.from('name,barcode,price\nCopy,6001,1\n'),
        filename: 'i.csv',
        type: 'text/csv',
        field: 'file',
      },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: shop.url('/inventory/import?dryRun=true'),
      headers: { ...shop.owner.headers, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().errors).toEqual([
      {
        row: 2,
        field: 'barcode',
        message: 'Another item in this business already uses this barcode',
      },
    ]);
  });

  it('exports CSV that imports back unchanged, with formulas defused', async () => {
    await createItem(t, shop, {
      name: '=cmd|" /C calc"!A0',
      sku: '@risky',
      price: 3,
      description: 'line 1\nline 2',
    });
    const res = await t.app.inject({
      method: 'GET',
      url: shop.url('/inventory/export.csv'),
      headers: shop.owner.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="inventory-.+\.csv"$/,
    );
    const body = res.body;
    expect(
      body.startsWith(
        '\uFEFFname,sku,barcode,category,price,cost,stock,unit,description,showInShop\r\n',
      ),
    ).toBe(true);
    expect(body).toContain(`"'=cmd|"" /C calc""!A0",'@risky,`);
    expect(body).toContain('"Sugar, white",SUG,,Grocery,6.25,0.00,10,bag,"fine, white",false');

    const before = await items();
    const copy = await createShop(t);
    const imported = await importCsv(body, false, copy);
    expect(imported.json()).toMatchObject({ created: before.length, errors: [] });
    const strip = (i: InventoryItem) => ({
      name: i.name,
      sku: i.sku,
      barcode: i.barcode,
      categoryName: i.categoryName,
      price: i.price,
      cost: i.cost,
      stock: i.stock,
      unit: i.unit,
      description: i.description,
      showInShop: i.showInShop,
    });
    expect((await items(copy)).map(strip)).toEqual(before.map(strip));
    // Importing the same file again only updates the items that have a SKU.
    const again = await importCsv(body, true, copy);
    expect(again.json()).toMatchObject({ updated: before.filter((i) => i.sku).length });
  });
});
