// Request and response schemas of the quickJobs area, shared by the server routes and the web forms.
export {};
