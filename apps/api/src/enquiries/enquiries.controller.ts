import { Controller, Delete, Get, NotFoundException, Param, Patch, Query, Req, Res, UseGuards } from '@nestjs/common';
import { DASHBOARD_API, ENQUIRY_MESSAGES, ENQUIRY_PAGE_SIZE, ENQUIRY_STATUSES, enquiryChangeSchema, type Enquiry, type EnquiryStatus } from '@schoolpage/content-contract';
import type { Request, Response } from 'express';
import { Access } from '../auth/dashboard-access';
import { SessionGuard } from '../auth/session.guard';
import type { SignedInAdmin } from '../auth/session.service';
import { SignedIn } from '../auth/signed-in-admin.decorator';
import { AccountWriteLimitGuard } from '../common/account-rate-limit';
import { apiRoute } from '../common/api-route';
import { jsonBodyOf } from '../common/request-body';
import { valid } from '../common/zod-body.pipe';
import { enquiriesCsv } from './enquiry-csv';
import { EnquiryStore, type EnquiryRecord } from './enquiry-store';

/** An enquiry as the inbox reads it. */
function answered({ organizationId: _school, createdAt, ...rest }: EnquiryRecord): Enquiry {
  return { ...rest, createdAt: new Date(createdAt).toISOString() };
}

const isStatus = (value: unknown): value is EnquiryStatus => ENQUIRY_STATUSES.includes(value as EnquiryStatus);

/** The school's inbox of enquiries: list, change, export, delete (`/api/dashboard/enquiries*`). */
@Controller()
@UseGuards(SessionGuard, AccountWriteLimitGuard)
export class EnquiriesController {
  constructor(private readonly enquiries: EnquiryStore) {}

  // Parents' names, phones and e-mails: owners and editors only (not contributors).
  @Access('site')
  @Get(apiRoute(DASHBOARD_API.enquiries))
  async list(@SignedIn() admin: SignedInAdmin, @Query() query: Record<string, unknown>) {
    const page = Math.max(1, Math.floor(Number(query['page'])) || 1);
    const status = isStatus(query['status']) ? query['status'] : undefined;
    const classSought = typeof query['classSought'] === 'string' && query['classSought'].trim() ? query['classSought'].trim() : undefined;
    const [{ items, total }, newCount] = await Promise.all([
      this.enquiries.list(admin.accountId, { status, classSought, skip: (page - 1) * ENQUIRY_PAGE_SIZE, limit: ENQUIRY_PAGE_SIZE }),
      this.enquiries.countNew(admin.accountId),
    ]);
    return { success: true, info: { items: items.map(answered), total, newCount, page, pageSize: ENQUIRY_PAGE_SIZE } };
  }

  @Access('site')
  @Get(apiRoute(DASHBOARD_API.enquiriesCsv))
  async csv(@SignedIn() admin: SignedInAdmin, @Res() response: Response): Promise<void> {
    const csv = enquiriesCsv(await this.enquiries.all(admin.accountId));
    response.setHeader('Content-Disposition', 'attachment; filename="enquiries.csv"');
    response.setHeader('Cache-Control', 'private, no-store');
    response.status(200).type('text/csv; charset=utf-8').send(csv);
  }

  @Access('site')
  @Patch(apiRoute(DASHBOARD_API.enquiry))
  async change(@SignedIn() admin: SignedInAdmin, @Param('id') id: string, @Req() request: Request) {
    const change = valid(enquiryChangeSchema).transform(jsonBodyOf(request));
    const changed = await this.enquiries.update(admin.accountId, id, change);
    if (!changed) throw new NotFoundException(ENQUIRY_MESSAGES.notFound);
    return { success: true, message: ENQUIRY_MESSAGES.updated, info: answered(changed) };
  }

  @Access('site')
  @Delete(apiRoute(DASHBOARD_API.enquiry))
  async remove(@SignedIn() admin: SignedInAdmin, @Param('id') id: string) {
    if (!(await this.enquiries.remove(admin.accountId, id))) throw new NotFoundException(ENQUIRY_MESSAGES.notFound);
    return { success: true, message: ENQUIRY_MESSAGES.deleted };
  }
}
