// What the apps use of react-router, shared by the shell as `react-router-dom` (issue 23). A shared
// module is never tree-shaken: sharing the package itself shipped all of react-router v7 (its data
// routers, framework and server APIs) on every first load, 59.6 KB gzip; this entry ships 13.5 KB.
// The router is still react-router-dom's, one instance for the shell and every remote. Import anything
// else from react-router-dom and it is undefined at run time: add it here (build/sharedModules.test.ts
// fails until then).
export { BrowserRouter, Link, NavLink, Navigate, Route, Routes, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
