// Request and response schemas of the taskAssign area, shared by the server routes and the web forms.
export {};
