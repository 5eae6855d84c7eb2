import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, signIn, startTestServer, TEST_DB_KIND, type TestServer } from '../helpers/test-server';

let server: TestServer;
let admin: ReturnType<typeof client>;
let clerk: ReturnType<typeof client>;

/** A form as Form.io itself exports it: no id of ours, a path and a name. */
const formioParkingForm = {
  title: 'Parking Ticket',
  name: 'parkingTicket',
  path: 'parking-ticket',
  type: 'form',
  display: 'form',
  components: [
    {
      type: 'textfield',
      key: 'plate',
      label: 'Plate',
      input: true,
      validate: { required: true, pattern: '^[A-Z]{1,3}\\d{1,4}[A-Z]$' },
    },
    { type: 'number', key: 'fee', label: 'Fee', input: true, validate: { required: true, min: 1 } },
    {
      type: 'select',
      key: 'zone',
      label: 'Zone',
      input: true,
      data: {
        values: [
          { label: 'North', value: 'north' },
          { label: 'South', value: 'south' },
        ],
      },
      validate: { onlyAvailableItems: true },
    },
    { type: 'button', key: 'submit', label: 'Submit', input: true, action: 'submit' },
  ],
};

const parkingResource = {
  name: 'parking-tickets',
  formId: 'parking-ticket',
  readAcl: 'court-fines.read',
  writeAcl: 'court-fines.write',
  searchableFields: ['plate'],
};

beforeAll(async () => {
  server = await startTestServer();
  admin = client(server.url, await signIn(server.url, 'admin@ignite.local'));
  clerk = client(server.url, await signIn(server.url, 'clerk@ignite.local'));
});
afterAll(() => server?.stop());

describe(`resources API (${TEST_DB_KIND})`, () => {
  it('is for admins only', async () => {
    for (const response of [
      await clerk.get('/api/ignite/resources'),
      await clerk.get('/api/ignite/resources/court-fines'),
      await clerk.post('/api/ignite/resources', parkingResource),
      await clerk.delete('/api/ignite/resources/court-fines'),
      await clerk.get('/api/ignite/export'),
      await clerk.post('/api/ignite/import', { formatVersion: 1, forms: [] }),
    ]) {
      expect(response.status).toBe(403);
    }
  });

  it('declares a resource for an imported plain Form.io form that then behaves like a seeded one', async () => {
    const imported = await admin.post('/api/ignite/import', formioParkingForm);
    expect(imported.status).toBe(200);
    expect(imported.body.forms).toEqual([{ id: 'parking-ticket', outcome: 'created' }]);
    const declared = await admin.post('/api/ignite/resources', parkingResource);
    expect(declared.status).toBe(201);
    expect(declared.body).toMatchObject({ ...parkingResource, retiredAt: null });
    const names = (await admin.get('/api/ignite/resources')).body.map((r: { name: string }) => r.name);
    expect(names).toEqual(expect.arrayContaining(['court-fines', 'parking-tickets']));
    expect(names).toEqual([...names].sort());

    const valid = await clerk.post('/api/parking-tickets', {
      plate: 'SBA1234X',
      fee: 40,
      zone: 'north',
      extra: 'dropped',
    });
    expect(valid.status).toBe(201);
    expect(valid.body).not.toHaveProperty('extra');
    const invalid = await clerk.post('/api/parking-tickets', { plate: 'nope', fee: 0, zone: 'east' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.details.map((d: { path: string }) => d.path).sort()).toEqual([
      'fee',
      'plate',
      'zone',
    ]);
    await clerk.post('/api/parking-tickets', { plate: 'SKB77Z', fee: 60, zone: 'south' });
    const listed = await clerk.get(`/api/parking-tickets?sort=fee,desc&q=${encodeURIComponent('(%SKB%)')}`);
    expect(listed.body.content.map((r: { plate: string }) => r.plate)).toEqual(['SKB77Z']);
    const nobody = client(server.url, await signIn(server.url, 'norole@ignite.local'));
    expect((await nobody.get('/api/parking-tickets')).status).toBe(403);
  });

  it('refuses bad declarations naming each problem, storing nothing', async () => {
    const reserved = await admin.post('/api/ignite/resources', { ...parkingResource, name: 'iam' });
    expect(reserved.status).toBe(400);
    expect(reserved.body.errorCode).toBe('INVALID_RESOURCE');
    expect(reserved.body.details).toEqual([
      { path: '/name', message: expect.stringContaining("API's own paths") },
    ]);
    const noForm = await admin.post('/api/ignite/resources', {
      ...parkingResource,
      name: 'ghosts',
      formId: 'no-such-form',
    });
    expect(noForm.body.details).toEqual([{ path: '/formId', message: 'there is no form "no-such-form"' }]);
    const shape = await admin.post('/api/ignite/resources', { name: '../etc', formId: 'x' });
    expect(shape.body.details.map((d: { path: string }) => d.path).sort()).toEqual([
      '/name',
      '/readAcl',
      '/searchableFields',
      '/writeAcl',
    ]);
    expect((await admin.get('/api/ignite/resources/ghosts')).status).toBe(404);
    // A field no index can be built on, and an acl of no names (which would let everyone in): 400, not 500.
    const badFields = await admin.post('/api/ignite/resources', {
      ...parkingResource,
      name: 'ghosts',
      readAcl: ' , ',
      writeAcl: '',
      searchableFields: ['plate', 'fine-amount'],
      sortableFields: ['1st'],
    });
    expect(badFields.status).toBe(400);
    expect(badFields.body.errorCode).toBe('INVALID_RESOURCE');
    expect(badFields.body.details.map((d: { path: string }) => d.path).sort()).toEqual([
      '/readAcl',
      '/searchableFields/1',
      '/sortableFields/0',
      '/writeAcl',
    ]);
    // A mistyped acl or approver would keep out everyone: named, nothing stored.
    const unknownNames = await admin.post('/api/ignite/resources', {
      ...parkingResource,
      name: 'ghosts',
      readAcl: 'court-fines.read, court-fines.raed',
      workflow: { update: [{ name: 'Check', roles: ['fine_approver', 'fine_aprover'] }] },
    });
    expect(unknownNames.status).toBe(400);
    expect(unknownNames.body.details).toEqual([
      { path: '/readAcl', message: 'there is no acl "court-fines.raed"' },
      {
        path: '/workflow/update/0/roles/1',
        message: 'there is no role or acl "fine_aprover": nobody could approve "Check"',
      },
    ]);
    expect((await admin.get('/api/ignite/resources/ghosts')).status).toBe(404);
  });

  it('keeps records when a resource is removed: 409 first, then retired and readable by admins until purged', async () => {
    await admin.post('/api/ignite/import', {
      ...formioParkingForm,
      path: 'towing',
      name: 'towing',
      title: 'Towing',
    });
    await admin.post('/api/ignite/resources', { ...parkingResource, name: 'towings', formId: 'towing' });
    const record = await clerk.post('/api/towings', { plate: 'SBA1X', fee: 10 });
    const refused = await admin.delete('/api/ignite/resources/towings');
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ errorCode: 'RESOURCE_HAS_RECORDS', details: { records: 1 } });
    expect((await admin.delete('/api/ignite/resources/towings?force=true')).status).toBe(204);
    expect((await clerk.get('/api/towings')).status).toBe(404);
    expect((await clerk.post('/api/towings', { plate: 'SBA2X', fee: 10 })).status).toBe(404);
    expect((await admin.get(`/api/towings/${record.body.id}`)).body.plate).toBe('SBA1X');
    expect((await admin.get('/api/ignite/resources/towings')).body.retiredAt).not.toBeNull();
    expect((await admin.delete('/api/ignite/resources/towings?purge=true')).status).toBe(204);
    expect((await admin.get(`/api/towings/${record.body.id}`)).status).toBe(404);
    expect((await admin.get('/api/ignite/resources/towings')).status).toBe(404);
  });
});

describe(`packages (${TEST_DB_KIND})`, () => {
  const packageWith = (forms: unknown[], extra: Record<string, unknown> = {}) => ({
    formatVersion: 1,
    forms,
    resources: [],
    menu: [],
    ...extra,
  });
  const simpleForm = (id: string, name = id) => ({
    id,
    name,
    category: 'pkg',
    components: [{ type: 'textfield', key: 'a', input: true }],
  });

  it('says in a dry run what would be created, changed or left alone, writing nothing', async () => {
    await admin.post('/api/ignite/import', packageWith([simpleForm('pkg-kept'), simpleForm('pkg-changed')]));
    const dry = await admin.post(
      '/api/ignite/import?dryRun=true',
      packageWith([simpleForm('pkg-kept'), simpleForm('pkg-changed', 'Renamed'), simpleForm('pkg-new')], {
        menu: [{ parents: ['Packages'], label: 'New form', routerLink: '/app/pkg/pkg-new' }],
      }),
    );
    expect(dry.status).toBe(200);
    expect(dry.body).toEqual({
      dryRun: true,
      forms: [
        { id: 'pkg-kept', outcome: 'unchanged' },
        { id: 'pkg-changed', outcome: 'changed' },
        { id: 'pkg-new', outcome: 'created' },
      ],
      resources: [],
      menu: [{ routerLink: '/app/pkg/pkg-new', outcome: 'created' }],
    });
    expect((await admin.get('/api/ignite/application/pkg-new')).status).toBe(404);
    expect((await admin.get('/api/ignite/application/pkg-changed')).body.name).toBe('pkg-changed');
    const menu = await admin.get('/api/iam/menu');
    expect(JSON.stringify(menu.body)).not.toContain('Packages');
  });

  it('validates everything before writing anything, naming file and path', async () => {
    const response = await admin.post(
      '/api/ignite/import',
      packageWith([simpleForm('pkg-good'), { id: 'Bad Id', name: 'x', category: '', components: [] }], {
        resources: [{ ...parkingResource, name: 'pkg-things', formId: 'missing', writeAcl: 'no.such.acl' }],
      }),
    );
    expect(response.status).toBe(400);
    expect(response.body.errorCode).toBe('INVALID_PACKAGE');
    expect(response.body.details).toEqual(
      expect.arrayContaining([
        { file: 'request', path: '/forms/1/id', message: expect.any(String) },
        { file: 'request', path: '/resources/0/formId', message: 'there is no form "missing"' },
        { file: 'request', path: '/resources/0/writeAcl', message: 'there is no acl "no.such.acl"' },
      ]),
    );
    expect((await admin.get('/api/ignite/application/pkg-good')).status).toBe(404);
  });

  it('imports a Form.io project template with its forms and resources', async () => {
    const template = {
      title: 'Fines project',
      name: 'fines',
      version: '2.0.0',
      forms: {
        feePayment: {
          title: 'Fee Payment',
          name: 'feePayment',
          path: 'fee-payment',
          type: 'form',
          components: [{ type: 'textfield', key: 'payer', input: true }],
        },
      },
      resources: {
        payer: {
          title: 'Payer',
          name: 'payer',
          path: 'payer',
          type: 'resource',
          components: [{ type: 'email', key: 'email', input: true }],
        },
      },
    };
    const response = await admin.post('/api/ignite/import', template);
    expect(response.status).toBe(200);
    expect(response.body.forms).toEqual([
      { id: 'fee-payment', outcome: 'created' },
      { id: 'payer', outcome: 'created' },
    ]);
    const payer = await admin.get('/api/ignite/application/payer');
    expect(payer.body).toMatchObject({ name: 'Payer', category: 'resource' });
    expect(JSON.parse(payer.body.components[0])).toEqual([{ type: 'email', key: 'email', input: true }]);
  });

  it('round-trips forms, resources and menu through export and a fresh database', async () => {
    await admin.post(
      '/api/ignite/import',
      packageWith([simpleForm('trip-form', 'Trip form')], {
        resources: [{ ...parkingResource, name: 'trips', formId: 'trip-form' }],
        menu: [
          {
            parents: ['Travel', 'Claims'],
            label: 'Trips',
            routerLink: '/app/trips/trip-form',
            icon: 'pi pi-car',
            aclResource: 'court-fines.read',
          },
        ],
      }),
    );
    const exported = await admin.get('/api/ignite/export?formId=trip-form,court-fine-create');
    expect(exported.status).toBe(200);
    expect(exported.body.forms.map((f: { id: string }) => f.id)).toEqual(['trip-form', 'court-fine-create']);
    expect(exported.body.resources.map((r: { name: string }) => r.name).sort()).toEqual([
      'court-fines',
      'trips',
    ]);
    expect(
      exported.body.resources.find((r: { name: string }) => r.name === 'court-fines').sortableFields,
    ).toEqual(['amount', 'dueDate']);
    expect(exported.body.menu).toEqual([
      {
        parents: ['Court Fines'],
        label: 'Create Court Fine',
        routerLink: '/app/court-fines/court-fine-create',
        icon: 'pi pi-plus',
        aclResource: 'court-fines.write',
      },
      {
        parents: ['Travel', 'Claims'],
        label: 'Trips',
        routerLink: '/app/trips/trip-form',
        icon: 'pi pi-car',
        aclResource: 'court-fines.read',
      },
    ]);

    const fresh = await startTestServer();
    try {
      const freshAdmin = client(fresh.url, await signIn(fresh.url, 'admin@ignite.local'));
      const imported = await freshAdmin.post('/api/ignite/import', exported.body);
      expect(imported.status).toBe(200);
      expect(imported.body.forms).toEqual([
        { id: 'trip-form', outcome: 'created' },
        { id: 'court-fine-create', outcome: 'unchanged' },
      ]);
      // The same declaration, its sortable fields included, is no change.
      expect(imported.body.resources).toContainEqual({ name: 'court-fines', outcome: 'unchanged' });
      const again = await freshAdmin.get('/api/ignite/export?formId=trip-form,court-fine-create');
      expect(again.body).toEqual(exported.body);
      const clerkMenu = await client(fresh.url, await signIn(fresh.url, 'clerk@ignite.local')).get(
        '/api/iam/menu',
      );
      expect(clerkMenu.body).toContainEqual({
        label: 'Travel',
        items: [
          {
            label: 'Claims',
            items: [{ label: 'Trips', icon: 'pi pi-car', routerLink: '/app/trips/trip-form' }],
          },
        ],
      });
    } finally {
      await fresh.stop();
    }
  });
});
