/**
 * Every user-facing text in one catalogue. The spec's wording is kept, with spelling and grammar
 * corrected (design.md §4, O-46); the server sends these and the web forms show the same strings.
 */
import { customerMessages } from './messages/customers';
import { employeeMessages } from './messages/employees';
import { holidayMessages } from './messages/holidays';
import { serviceMessages } from './messages/services';
import { importMessages } from './messages/imports';
import { intakeMessages } from './messages/intake';
import { jobAdminMessages } from './messages/jobAdmin';
import { jobMessages } from './messages/jobs';
import { quickJobMessages } from './messages/quickJobs';
import { taskingMessages } from './messages/tasking';
import { taskAssignMessages } from './messages/taskAssign';
import { notificationMessages } from './messages/notifications';
import { boardMessages } from './messages/boards';
import { dashboardMessages } from './messages/dashboard';
import { floorMessages } from './messages/floor';
import { leaveMessages } from './messages/leave';
import { planningMessages } from './messages/planning';
import { worksheetMessages } from './messages/worksheets';
import { summaryMessages } from './messages/summaries';
import { worksheetExportMessages } from './messages/worksheetExports';
import { worksheetUploadMessages } from './messages/worksheetUploads';
import { reportMessages } from './messages/reports';
import { staleSaveMessages } from './messages/staleSaves';
import { lookupMessages } from './messages/lookups';
import { smsMessages } from './messages/sms';
import { featureMessages } from './messages/features';
import { syncMessages } from './messages/sync';
import { activityLogMessages } from './messages/activityLog';

export const Msg = {
  common: {
    required: 'This field is required',
    invalidInput: 'Please correct the highlighted fields',
    notFound: 'Not found',
    forbidden: 'You do not have permission to do this',
    unauthenticated: 'Please log in to continue',
    serverError: 'Something went wrong. Please try again.',
    tooLarge: 'The request is too large',
    yesOrNo: 'Must be true or false',
    forbiddenCharacter: 'Contains a character that is not allowed',
    addressTooLong: 'The address is too long',
    badAddress: 'The address is not valid',
  },
  realtime: {
    tooManyStreams:
      'Too many live connections are open for this account. Close some Jobline windows or tabs and try again.',
    serverBusy: 'The server has too many live connections right now. Please try again in a minute.',
  },
  auth: {
    invalidCredentials: 'Unauthenticated! Invalid username or password',
    noAccess: 'Unauthenticated! You have no access to the system',
    tooManyAttempts: 'Too many failed login attempts. Please wait a few minutes and try again.',
    emailRequired: 'Please enter your e-mail',
    passwordRequired: 'Please enter your password',
    workFromHome: 'Mark as working from home',
    loggedOut: 'You have been logged out',
    sessionEnded: 'Your session has ended. Please log in again.',
    sessionExpired: 'Your session has expired; sign in again.',
    sessionRevoked: 'That device is signed out',
    othersRevoked: 'Every other device is signed out',
    sessionNotFound: 'That session has already ended',
    codeRequired: 'Enter the 6-digit code from your authenticator app, or a recovery code',
    wrongCode:
      'That code is not right. Enter the current code from your authenticator app, or a recovery code.',
    challengeExpired: 'This sign-in has timed out. Enter your e-mail and password again.',
    twoFactorOn: 'Two-factor sign-in is on',
    twoFactorOff: 'Two-factor sign-in is off',
    twoFactorAlreadyOn: 'Two-factor sign-in is already on',
    twoFactorNotStarted: 'Start the set-up again: no set-up is waiting for a code',
    twoFactorNotOn: 'Two-factor sign-in is not on',
    twoFactorProofRequired: 'Enter a current code or your password',
    wrongPassword: 'Your password is incorrect',
    twoFactorRequired: 'Super admins must set up two-factor sign-in before they continue.',
  },
  shell: {
    offline: "You're offline!",
    online: "You're online!",
    notFound: 'Page not found',
  },
  profile: {
    invalidEmail: "That doesn't look like a valid email address.",
    numbersOnly: 'Allow only numbers',
    invalidPhone: 'Please enter valid phone number',
    oldPasswordRequired: 'Enter your old password',
    oldPasswordWrong: 'Your old password is incorrect',
    passwordTooShort: 'Password must be at least 10 characters long',
    passwordCommon: 'Password is one of the most common passwords; choose one that is harder to guess',
    passwordRule: 'At least 10 characters, and not a common password such as password123.',
    passwordTooLong: 'Password must be at most 128 characters long',
    repeatRequired: 'Repeat password is required',
    passwordMismatch: "Password doesn't match",
    imageType: 'Please choose a PNG, JPEG or WebP image',
    imageTooLarge: 'The image must be 2 MB or smaller',
    updated: 'Profile updated successfully',
    passwordChanged: 'Password changed successfully',
    nothingToUpdate: 'There is nothing to update',
    unreadableForm: 'The form could not be read. Please try again.',
  },
  access: {
    roleNameRequired: 'Please enter a role name',
    roleNameTaken: 'A role with this name already exists',
    permissionNameRequired: 'Please enter a permission name',
    permissionNameTaken: 'A permission with this name already exists in the group',
    groupRequired: 'Please select a permission group',
    roleRequired: 'Please select a role',
    userRequired: 'Please select an employee',
    unknownPermission: 'Unknown permission',
    unknownRole: 'Unknown role',
    unknownUser: 'Unknown employee',
    unknownGroup: 'Unknown permission group',
    roleMismatch: "This is not the employee's role",
    superAdminRoleFixed: 'The super admin role always holds every permission',
    superAdminOnly: 'Only a super admin may grant the Super Admin permission',
    rolePermissionsSaved: 'Role permissions saved',
    userPermissionsSaved: 'Direct permissions saved',
    permissionAdded: 'Permission added',
    roleAdded: 'Role added',
    newPermissionHint: 'A new permission guards nothing until a screen or call is built to check it.',
  },
  employees: employeeMessages,
  customers: customerMessages,
  holidays: holidayMessages,
  imports: importMessages,
  jobs: jobMessages,
  intake: intakeMessages,
  jobAdmin: jobAdminMessages,
  quickJobs: quickJobMessages,
  tasking: taskingMessages,
  taskAssign: taskAssignMessages,
  notifications: notificationMessages,
  boards: boardMessages,
  dashboard: dashboardMessages,
  floor: floorMessages,
  leave: leaveMessages,
  planning: planningMessages,
  worksheets: worksheetMessages,
  summaries: summaryMessages,
  worksheetExports: worksheetExportMessages,
  worksheetUploads: worksheetUploadMessages,
  reports: reportMessages,
  services: serviceMessages,
  staleSaves: staleSaveMessages,
  lookups: lookupMessages,
  sms: smsMessages,
  features: featureMessages,
  sync: syncMessages,
  activityLog: activityLogMessages,
} as const;
