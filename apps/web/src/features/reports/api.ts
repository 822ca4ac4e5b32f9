import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  AgreementView,
  AttendanceRequest,
  AttendanceResponse,
  CreatedJobsRequest,
  JobAllocationsRequest,
  JobAllocationsResponse,
  JobAllocationTasksResponse,
  JobTypeResponse,
  MyPendingJobsRequest,
  PendingJobsRequest,
  ReportFormat,
  ReportJobsResponse,
} from '@jobline/shared';
import { api } from '../../api/client';
import { downloadFile, type DownloadProgress } from '../../api/download';

/** The job reports' calls (O-29: reads are POSTs, as the contract has them). */
export const REPORT_CALLS = {
  jobStory: 'reports/job_in_detail',
  pending: 'reports/pending_job',
  created: 'reports/all-job',
  mine: 'reports/pending_job_user',
  allocations: 'reports/job_allocations',
  attendance: 'reports/getAttendaceReport',
  customerJobTypes: 'reports/job_type_report',
  employeeJobTypes: 'reports/emp_job_type_report',
} as const;
export type ReportCall = (typeof REPORT_CALLS)[keyof typeof REPORT_CALLS];

type JobReportRequest = PendingJobsRequest | CreatedJobsRequest | MyPendingJobsRequest;

/** One report as loaded: null filters wait for Load (nothing is asked yet). */
export const useJobReport = (call: ReportCall, filters: JobReportRequest | null) =>
  useQuery({
    queryKey: ['reports', call, filters],
    queryFn: ({ signal }) => api<ReportJobsResponse>(call, { method: 'POST', body: filters, signal }),
    enabled: filters !== null,
    placeholderData: keepPreviousData,
    // A report is a snapshot asked for with Load; it is not refreshed behind the reader's back.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export const useAllocations = (filters: JobAllocationsRequest | null) =>
  useQuery({
    queryKey: ['reports', REPORT_CALLS.allocations, filters],
    queryFn: ({ signal }) =>
      api<JobAllocationsResponse>(REPORT_CALLS.allocations, { method: 'POST', body: filters, signal }),
    enabled: filters !== null,
    placeholderData: keepPreviousData,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export const useAllocationTasks = (jobId: number | null) =>
  useQuery({
    queryKey: ['reports', 'allocation-tasks', jobId],
    queryFn: ({ signal }) =>
      api<JobAllocationTasksResponse>('reports/job_allocations/tasks', {
        method: 'POST',
        body: { job_id: jobId },
        signal,
      }),
    enabled: jobId !== null,
    retry: false,
  });

/** The report's file with the filters it was loaded with: answers the saved file's name. */
export const downloadReport = (
  call: ReportCall,
  filters: unknown,
  format: ReportFormat,
  failed: string,
  onProgress: DownloadProgress,
) =>
  downloadFile(`${call}/download`, `report.${format}`, failed, {
    body: { filters, format },
    onProgress,
  });

export const useAttendance = (filters: AttendanceRequest | null) =>
  useQuery({
    queryKey: ['reports', REPORT_CALLS.attendance, filters],
    queryFn: ({ signal }) =>
      api<AttendanceResponse>(REPORT_CALLS.attendance, { method: 'POST', body: filters, signal }),
    enabled: filters !== null,
    placeholderData: keepPreviousData,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export const useJobTypes = (call: ReportCall, filters: unknown) =>
  useQuery({
    queryKey: ['reports', call, filters],
    queryFn: ({ signal }) => api<JobTypeResponse>(call, { method: 'POST', body: filters, signal }),
    enabled: filters !== null,
    placeholderData: keepPreviousData,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

/** A customer's agreements, for Customer Wise Job Type's Agreement report type. */
export const useCustomerAgreements = (customerId: number | null) =>
  useQuery({
    queryKey: ['customers', customerId, 'agreements'],
    queryFn: () => api<{ agreements: AgreementView[] }>(`customers/agreement/${customerId}`),
    enabled: customerId !== null,
    select: (d) => d.agreements,
  });
