// Plans and billing routes (spec 4.1 reset-credits, 4.7; /v1/credits is metering/credit-routes.ts).
// Thin: validate, scope to the caller's organisation, call plans.ts / billing.ts / metering.ts, wrap
// as JSON-LD/Hydra.
// None of them costs credits: an organisation can always read its usage and fix its billing.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import {
  HydraCollectionSchema,
  hydraCollection,
  hydraItem,
  idOf,
  PaginationQuery,
} from '../../http/hydra.ts';
import { DateTimeSchema, flatErrors, IdSchema } from '../../http/schemas.ts';
import { resetElapsedKeyCredits } from '../metering/metering.ts';
import { PublicPlanSchema } from '../routes.ts';
import { Permission, type RouteRules } from '../rules.ts';
import { getPaymentOrganisation, savePaymentOrganisation } from './billing.ts';
import {
  currentOrganisationPlan,
  devCheckout,
  downgradeToFree,
  FREE_PLAN,
  getOrganisationPlan,
  getPlan,
  listOrganisationPlans,
  listPlans,
  type OrganisationPlan,
  operatorPlanChange,
  PLAN_CODES,
  type Plan,
  type PlanOrderKey,
} from './plans.ts';

// ---------------------------------------------------------------------------------------------
// Rules: reading plans needs any credentials; an organisation's plans need MANAGEMENT_READ, changing
// them and the billing identity need BILLING. Operators (master key) may act on any organisation.

const anyCaller: RouteRules = { auth: ['apiKey', 'bearer', 'master'], credits: 0 };
const organisationRead: RouteRules = { ...anyCaller, permission: Permission.MANAGEMENT_READ };
const billingRead: RouteRules = { ...anyCaller, permission: Permission.BILLING };
export const billingWrite: RouteRules = { ...anyCaller, permission: Permission.BILLING };

// ---------------------------------------------------------------------------------------------
// Schemas.

const nullable = <S extends Parameters<typeof Type.Union>[0][number]>(schema: S) =>
  Type.Union([schema, Type.Null()]);
const PlanCode = Type.Enum([...PLAN_CODES], { description: 'Plan code' });
const jsonLd = { '@context': Type.String(), '@id': Type.String(), '@type': Type.String() };

const PlanFields = {
  ...PublicPlanSchema.properties,
  id: Type.String(),
  is_public: Type.Boolean(),
  route_access: nullable(
    Type.Array(Type.String(), {
      description:
        'Metered routes this plan may call: ordered patterns on the route path ("/v1/skills/:uri"), `*` one ' +
        'segment, `**` any rest, optional method prefix ("POST /v1/match/**"), a leading `!` excludes; the last ' +
        'matching pattern wins. null: every route. A call outside it is a 403 forbidden with ' +
        'details.reason route_not_in_plan.',
    }),
  ),
  created_at: DateTimeSchema,
  updated_at: DateTimeSchema,
};
const PlanSchema = Type.Object({ ...jsonLd, ...PlanFields }, { description: 'A plan with its route_access' });
const PlanMemberSchema = Type.Object({ ...jsonLd, ...PlanFields });

export const OrganisationPlanSchema = Type.Object(
  {
    ...jsonLd,
    id: Type.String(),
    organisation_id: Type.String(),
    plan_code: PlanCode,
    plan: Type.String({ description: 'IRI of the plan, /v1/plans/{code}' }),
    source: nullable(
      Type.String({
        description: 'How the period started: checkout (paid), dev-checkout, downgrade-to-free, operator',
      }),
    ),
    reason: nullable(Type.String({ description: 'Why an operator set the plan, or the paid checkout' })),
    started_at: DateTimeSchema,
    ended_at: nullable(DateTimeSchema),
    created_at: DateTimeSchema,
    updated_at: DateTimeSchema,
  },
  { description: 'A period of an organisation on a plan; the current one has ended_at null' },
);

const OperatorPlanDto = Type.Object(
  { plan_code: PlanCode, reason: Type.String({ minLength: 3, maxLength: 500 }) },
  { additionalProperties: false, title: 'OperatorPlanDto', description: 'Plan to set, and why' },
);

const DevCheckoutDto = Type.Object(
  { plan_code: PlanCode },
  { additionalProperties: false, title: 'DevCheckoutDto', description: 'Plan to switch to, without payment' },
);
const DowngradeToFreeDto = Type.Object(
  { plan_code: Type.Literal(FREE_PLAN, { description: 'The free plan: the only target' }) },
  { additionalProperties: false, title: 'DowngradeToFreeDto' },
);

const BillingAddressSchema = Type.Object(
  {
    line1: Type.String({ minLength: 1, maxLength: 200 }),
    line2: Type.Optional(Type.String({ maxLength: 200 })),
    postal_code: Type.String({ minLength: 1, maxLength: 20 }),
    city: Type.String({ minLength: 1, maxLength: 100 }),
    region: Type.Optional(Type.String({ maxLength: 100 })),
    country: Type.String({ pattern: '^[A-Z]{2}$', description: 'ISO 3166-1 alpha-2, e.g. FR' }),
  },
  { additionalProperties: false },
);

const writableFields = {
  legal_name: Type.String({ minLength: 1, maxLength: 200 }),
  siret: Type.String({
    pattern: '^[0-9]{14}$',
    description:
      'SIRET: 14 digits with a valid Luhn checksum (La Poste establishments: digit sum multiple of 5)',
  }),
  billing_email: Type.String({ format: 'email', maxLength: 254 }),
  billing_address: BillingAddressSchema,
};
const readOnlyNote =
  'payment_provider, payment_customer_id and billing_status are set by the payment checkout and are not ' +
  'accepted here (400).';
const PaymentOrganisationPut = Type.Object(writableFields, {
  additionalProperties: false,
  title: 'PaymentOrganisationInput',
  description: `Replaces the billing identity. ${readOnlyNote}`,
});
const PaymentOrganisationPatch = Type.Object(
  {
    legal_name: Type.Optional(writableFields.legal_name),
    siret: Type.Optional(writableFields.siret),
    billing_email: Type.Optional(writableFields.billing_email),
    billing_address: Type.Optional(writableFields.billing_address),
  },
  {
    additionalProperties: false,
    minProperties: 1,
    title: 'PaymentOrganisationPatch',
    description: `Sets the fields given; others are untouched. ${readOnlyNote}`,
  },
);
const PaymentOrganisationSchema = Type.Object({
  ...jsonLd,
  id: Type.String(),
  organisation_id: Type.String(),
  legal_name: nullable(Type.String()),
  siret: nullable(Type.String()),
  billing_email: nullable(Type.String()),
  billing_address: nullable(BillingAddressSchema),
  payment_provider: nullable(Type.String({ description: 'Read-only' })),
  payment_customer_id: nullable(Type.String({ description: 'Read-only' })),
  billing_status: nullable(
    Type.String({
      description:
        'Read-only, from the payment provider: active, past_due or unpaid. past_due and unpaid stop ' +
        'paid calls with 402 payment_required.',
    }),
  ),
  created_at: DateTimeSchema,
  updated_at: DateTimeSchema,
});

export const OrganisationParams = Type.Object({ organisationId: IdSchema });

const ResetSummarySchema = Type.Object({
  ...jsonLd,
  dry_run: Type.Boolean(),
  reset: Type.Integer({ description: 'How many keys had their credits restored (or would, with dry_run)' }),
  keys: Type.Array(Type.String(), { description: 'Their ids' }),
  checked_at: DateTimeSchema,
});

// ---------------------------------------------------------------------------------------------

const planItem = (plan: Plan) => hydraItem('Plan', `/v1/plans/${plan.code}`, plan);
export const organisationPlanItem = (plan: OrganisationPlan) =>
  hydraItem('OrganisationPlan', `/v1/organisations/${plan.organisation_id}/organisationPlans/${plan.id}`, {
    ...plan,
    plan: `/v1/plans/${plan.plan_code}`,
  });

const ORDER_KEYS = {
  'orderBy[sort_order]': 'sort_order',
  'orderBy[price_monthly_eur]': 'price_monthly_eur',
} as const satisfies Record<string, PlanOrderKey>;

/** The organisation in the path (its tenant check ran with authentication: authenticate.ts). */
const organisationOf = (request: FastifyRequest) => idOf(request, 'organisationId');

/** Management API: reset-credits, plans, organisation plans, billing identity. */
export const billingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/v1/apiKeys/reset-credits',
    {
      config: { rules: { auth: ['master'], credits: 0 } },
      schema: {
        summary: 'Restore the credits of keys whose billing period has elapsed',
        description:
          'Master key only. A key’s billing period is the calendar month (UTC) of its first charge; keys ' +
          'whose period has ended get their credits back and a new period. Keys in their current period are ' +
          'untouched, so the call is idempotent. dry_run=true lists the keys without changing anything.',
        tags: ['API keys'],
        querystring: Type.Object(
          { dry_run: Type.Boolean({ default: false, description: 'Preview only' }) },
          { additionalProperties: false },
        ),
        response: { 200: ResetSummarySchema, ...flatErrors(400, 401, 403, 503) },
      },
    },
    // The management API answers JSON-LD: the summary is a resource of its own (type CreditReset).
    async (request) =>
      hydraItem(
        'CreditReset',
        '/v1/apiKeys/reset-credits',
        await resetElapsedKeyCredits(app.executor, {
          dryRun: request.query.dry_run,
        }),
      ),
  );

  app.get(
    '/v1/plans',
    {
      config: { rules: anyCaller },
      schema: {
        summary: 'Plans',
        description:
          'Every plan with its route_access. Filters: code, is_public. Ordering: orderBy[sort_order] and ' +
          'orderBy[price_monthly_eur] (asc or desc, applied in the order given; by-quote plans, without a ' +
          'price, come last); sort_order ascending by default.',
        tags: ['Plans'],
        querystring: Type.Object(
          {
            ...PaginationQuery.properties,
            code: Type.Optional(PlanCode),
            is_public: Type.Optional(Type.Boolean()),
            'orderBy[sort_order]': Type.Optional(Type.Enum(['asc', 'desc'])),
            'orderBy[price_monthly_eur]': Type.Optional(Type.Enum(['asc', 'desc'])),
          },
          { additionalProperties: false },
        ),
        response: { 200: HydraCollectionSchema(PlanMemberSchema), ...flatErrors(400, 401, 403, 503) },
      },
    },
    async (request) => {
      const query = request.query;
      // In the order the caller wrote them: the first is the main sort.
      const orderBy = Object.keys(query)
        .filter((key): key is keyof typeof ORDER_KEYS => key in ORDER_KEYS)
        .map((key) => ({ key: ORDER_KEYS[key], direction: query[key] as 'asc' | 'desc' }));
      const pagination = { page: query.page, itemsPerPage: query.itemsPerPage };
      const { total, plans } = await listPlans(
        app.executor,
        { code: query.code, is_public: query.is_public, orderBy },
        pagination,
      );
      return hydraCollection({
        url: request.url,
        resource: 'Plan',
        members: plans.map(planItem),
        totalItems: total,
        pagination,
        search: [
          { variable: 'code', property: 'code' },
          { variable: 'is_public', property: 'is_public' },
          { variable: 'orderBy[sort_order]', property: 'sort_order' },
          { variable: 'orderBy[price_monthly_eur]', property: 'price_monthly_eur' },
        ],
      });
    },
  );

  app.get(
    '/v1/plans/:code',
    {
      config: { rules: anyCaller },
      schema: {
        summary: 'One plan',
        description: 'A plan by code, with its route_access; an unknown code is a 404.',
        tags: ['Plans'],
        params: Type.Object({
          code: Type.String({
            minLength: 1,
            maxLength: 64,
            description: 'discovery, builder, scale, partner or omni',
          }),
        }),
        response: { 200: PlanSchema, ...flatErrors(400, 401, 403, 404, 503) },
      },
    },
    async (request) => planItem(await getPlan(app.executor, request.params.code)),
  );

  const base = '/v1/organisations/:organisationId/organisationPlans';

  app.get(
    base,
    {
      config: { rules: organisationRead },
      schema: {
        summary: 'Plan history of an organisation',
        description:
          'Every plan period of the organisation, the current one (ended_at null) first, then newest first. ' +
          '(The spec does not show this path; it follows the collection-under-parent pattern of the others.)',
        tags: ['Plans'],
        params: OrganisationParams,
        querystring: Type.Object(PaginationQuery.properties, { additionalProperties: false }),
        response: {
          200: HydraCollectionSchema(OrganisationPlanSchema),
          ...flatErrors(400, 401, 403, 404, 503),
        },
      },
    },
    async (request) => {
      const organisationId = organisationOf(request);
      const pagination = request.query;
      const { total, plans } = await listOrganisationPlans(app.executor, organisationId, pagination);
      return hydraCollection({
        url: request.url,
        resource: 'OrganisationPlan',
        members: plans.map(organisationPlanItem),
        totalItems: total,
        pagination,
      });
    },
  );

  app.get(
    `${base}/current`,
    {
      config: { rules: organisationRead },
      schema: {
        summary: 'Current plan of an organisation',
        description:
          'The plan period with ended_at null; 404 when the organisation has none yet (it is then on discovery).',
        tags: ['Plans'],
        params: OrganisationParams,
        response: { 200: OrganisationPlanSchema, ...flatErrors(400, 401, 403, 404, 503) },
      },
    },
    async (request) =>
      organisationPlanItem(await currentOrganisationPlan(app.executor, organisationOf(request))),
  );

  app.get(
    `${base}/:organisationPlanId`,
    {
      config: { rules: organisationRead },
      schema: {
        summary: 'One plan period of an organisation',
        tags: ['Plans'],
        params: Type.Object({ organisationId: IdSchema, organisationPlanId: IdSchema }),
        response: { 200: OrganisationPlanSchema, ...flatErrors(400, 401, 403, 404, 503) },
      },
    },
    async (request) => {
      const organisationId = organisationOf(request);
      const { organisationPlanId } = request.params;
      return organisationPlanItem(
        await getOrganisationPlan(app.executor, organisationId, organisationPlanId),
      );
    },
  );

  app.post(
    `${base}/dev-checkout`,
    {
      config: { rules: billingWrite },
      schema: {
        summary: 'Switch plan without payment (development)',
        description:
          'Starts the given plan now and ends the current one. Outside production only: in production it is ' +
          '403 forbidden, and paid plans are reached through the payment provider’s checkout.',
        tags: ['Plans'],
        params: OrganisationParams,
        body: DevCheckoutDto,
        response: { 201: OrganisationPlanSchema, ...flatErrors(400, 401, 403, 404, 503) },
      },
    },
    async (request, reply) => {
      const organisationId = organisationOf(request);
      const { plan_code } = request.body;
      const plan = await devCheckout(app.executor, organisationId, plan_code, app.config.env);
      return reply.code(201).send(organisationPlanItem(plan));
    },
  );

  app.post(
    `${base}/operator-change`,
    {
      config: { rules: { auth: ['master'], credits: 0 } },
      schema: {
        summary: "Set an organisation's plan (operators)",
        description:
          'Master key only, in every environment: starts the given plan now and ends the current one, with the ' +
          'reason kept in the plan history (`source: operator`). For contracts made outside the checkout, ' +
          'by-quote plans and corrections. The same as `npm run admin -- set-plan`.',
        tags: ['Plans'],
        params: OrganisationParams,
        body: OperatorPlanDto,
        response: { 201: OrganisationPlanSchema, ...flatErrors(400, 401, 403, 404, 503) },
      },
    },
    async (request, reply) => {
      const organisationId = organisationOf(request);
      const { plan_code, reason } = request.body;
      const plan = await operatorPlanChange(app.executor, organisationId, plan_code, reason);
      return reply.code(201).send(organisationPlanItem(plan));
    },
  );

  app.post(
    `${base}/downgrade-to-free`,
    {
      config: { rules: billingWrite },
      schema: {
        summary: 'Move to the free plan',
        description:
          'Starts the free plan (discovery) now and ends the current one. A paid target is a 400 and changes nothing.',
        tags: ['Plans'],
        params: OrganisationParams,
        body: DowngradeToFreeDto,
        response: { 201: OrganisationPlanSchema, ...flatErrors(400, 401, 403, 404, 503) },
      },
    },
    async (request, reply) => {
      const organisationId = organisationOf(request);
      const { plan_code } = request.body;
      return reply
        .code(201)
        .send(organisationPlanItem(await downgradeToFree(app.executor, organisationId, plan_code)));
    },
  );

  const paymentPath = '/v1/organisations/:organisationId/payment-organisation';
  const paymentItem = (organisationId: string, payment: Awaited<ReturnType<typeof getPaymentOrganisation>>) =>
    hydraItem('PaymentOrganisation', `/v1/organisations/${organisationId}/payment-organisation`, payment);

  app.get(
    paymentPath,
    {
      config: { rules: billingRead },
      schema: {
        summary: 'Billing identity of an organisation',
        description:
          'Legal name, SIRET, billing e-mail and address; 404 until one is saved (normal for a new organisation).',
        tags: ['Billing'],
        params: OrganisationParams,
        response: { 200: PaymentOrganisationSchema, ...flatErrors(400, 401, 403, 404, 503) },
      },
    },
    async (request) => {
      const organisationId = organisationOf(request);
      return paymentItem(organisationId, await getPaymentOrganisation(app.executor, organisationId));
    },
  );

  for (const method of ['PUT', 'PATCH'] as const) {
    app.route({
      method,
      url: paymentPath,
      config: { rules: billingWrite },
      schema: {
        summary: method === 'PUT' ? 'Replace the billing identity' : 'Update the billing identity',
        description:
          method === 'PUT'
            ? 'Replaces the four writable fields; creates the identity on the first call.'
            : 'Sets the fields given, leaving the others untouched; creates the identity on the first call.',
        tags: ['Billing'],
        params: OrganisationParams,
        body: method === 'PUT' ? PaymentOrganisationPut : PaymentOrganisationPatch,
        response: { 200: PaymentOrganisationSchema, ...flatErrors(400, 401, 403, 404, 503) },
      },
      handler: async (request) => {
        const organisationId = organisationOf(request);
        const saved = await savePaymentOrganisation(app.executor, organisationId, request.body);
        return paymentItem(organisationId, saved);
      },
    });
  }
};
